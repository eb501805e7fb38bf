import type { DeploymentManifest } from "@griddle/sdk";
import { parseAbi, type Address, type PublicClient } from "viem";

const pairAbi = parseAbi([
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)",
  "function token0() view returns (address)",
]);

function findPair(manifest: DeploymentManifest, a: Address, b: Address): Address {
  const pair = manifest.pairs.find(
    (p) =>
      (p.token0.toLowerCase() === a.toLowerCase() && p.token1.toLowerCase() === b.toLowerCase()) ||
      (p.token0.toLowerCase() === b.toLowerCase() && p.token1.toLowerCase() === a.toLowerCase()),
  );
  if (!pair) throw new Error(`No seeded pair for ${a} and ${b}`);
  return pair.address;
}

/** How many units of `quote` one whole `base` is worth in a pair, from its reserves. */
async function midPrice(client: PublicClient, manifest: DeploymentManifest, base: Address, quote: Address) {
  const pair = findPair(manifest, base, quote);
  const [[reserve0, reserve1], token0] = await Promise.all([
    client.readContract({ address: pair, abi: pairAbi, functionName: "getReserves" }),
    client.readContract({ address: pair, abi: pairAbi, functionName: "token0" }),
  ]);
  const decimalsOf = (address: Address) =>
    manifest.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())?.decimals ?? 18;
  const baseIs0 = token0.toLowerCase() === base.toLowerCase();
  const baseReserve = Number(baseIs0 ? reserve0 : reserve1) / 10 ** decimalsOf(base);
  const quoteReserve = Number(baseIs0 ? reserve1 : reserve0) / 10 ** decimalsOf(quote);
  return quoteReserve / baseReserve;
}

/** CAKE in USD through CAKE-WBNB and WBNB-BUSD, read straight from the chain (an independent check). */
export async function cakePriceFromChain(
  client: PublicClient,
  manifest: DeploymentManifest,
): Promise<number> {
  const busd = manifest.tokens.find((t) => t.symbol === "BUSD");
  if (!busd) throw new Error("BUSD is not in the manifest");
  const { cake, wbnb } = manifest.contracts;
  return (
    (await midPrice(client, manifest, cake, wbnb)) * (await midPrice(client, manifest, wbnb, busd.address))
  );
}
