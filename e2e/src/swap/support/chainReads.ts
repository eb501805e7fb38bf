import { erc20Abi, parseAbi, type Address, type Hash, type PublicClient } from "viem";
import type { DeploymentManifest } from "@griddle/sdk";

const routerQuoteAbi = parseAbi([
  "function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)",
  "function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)",
]);

const pairAbi = parseAbi([
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)",
  "function token0() view returns (address)",
]);

export function tokenAddress(manifest: DeploymentManifest, symbol: string): Address {
  const token = manifest.tokens.find((candidate) => candidate.symbol === symbol);
  if (!token) throw new Error(`${symbol} is not in the manifest`);
  return token.address;
}

/** What the router pays out for `amountIn` along `path`: the reference every swap is checked against. */
export async function quoteOut(
  client: PublicClient,
  manifest: DeploymentManifest,
  amountIn: bigint,
  path: Address[],
) {
  const amounts = await client.readContract({
    address: manifest.contracts.router,
    abi: routerQuoteAbi,
    functionName: "getAmountsOut",
    args: [amountIn, path],
  });
  return amounts;
}

/** What the router needs in along `path` to pay out `amountOut`. */
export async function quoteIn(
  client: PublicClient,
  manifest: DeploymentManifest,
  amountOut: bigint,
  path: Address[],
) {
  return client.readContract({
    address: manifest.contracts.router,
    abi: routerQuoteAbi,
    functionName: "getAmountsIn",
    args: [amountOut, path],
  });
}

/** A pair's reserves ordered as [reserve of `tokenIn`, reserve of the other token]. */
export async function reservesOf(
  client: PublicClient,
  manifest: DeploymentManifest,
  tokenIn: Address,
  tokenOut: Address,
): Promise<{ pair: Address; reserveIn: bigint; reserveOut: bigint }> {
  const pair = manifest.pairs.find(
    (candidate) =>
      [candidate.token0, candidate.token1].includes(tokenIn) &&
      [candidate.token0, candidate.token1].includes(tokenOut),
  );
  if (!pair) throw new Error(`No seeded pair for ${tokenIn} and ${tokenOut}`);
  const [reserve0, reserve1] = await client.readContract({
    address: pair.address,
    abi: pairAbi,
    functionName: "getReserves",
  });
  return pair.token0 === tokenIn
    ? { pair: pair.address, reserveIn: reserve0, reserveOut: reserve1 }
    : { pair: pair.address, reserveIn: reserve1, reserveOut: reserve0 };
}

export function tokenBalance(client: PublicClient, token: Address, account: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [account] });
}

export function allowance(
  client: PublicClient,
  token: Address,
  owner: Address,
  spender: Address,
): Promise<bigint> {
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: "allowance",
    args: [owner, spender],
  });
}

/** The BNB a mined transaction cost its sender in gas. */
export async function gasCost(client: PublicClient, hash: Hash): Promise<bigint> {
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`Transaction ${hash} reverted`);
  return receipt.gasUsed * receipt.effectiveGasPrice;
}
