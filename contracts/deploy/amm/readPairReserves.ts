import { isAddressEqual, type Address, type PublicClient } from "viem";
import { GriddleFactoryArtifact, GriddlePairArtifact } from "../../generated/artifacts.ts";

/** The pair of `tokenA` and `tokenB` and its reserves in that order (not the pair's token0/token1 order). */
export async function readPairReserves(
  publicClient: PublicClient,
  factory: Address,
  tokenA: Address,
  tokenB: Address,
): Promise<{ readonly pair: Address; readonly reserveA: bigint; readonly reserveB: bigint }> {
  const pair = await publicClient.readContract({
    address: factory,
    abi: GriddleFactoryArtifact.abi,
    functionName: "getPair",
    args: [tokenA, tokenB],
  });
  const [token0, [reserve0, reserve1]] = await Promise.all([
    publicClient.readContract({ address: pair, abi: GriddlePairArtifact.abi, functionName: "token0" }),
    publicClient.readContract({ address: pair, abi: GriddlePairArtifact.abi, functionName: "getReserves" }),
  ]);
  const [reserveA, reserveB] = isAddressEqual(token0, tokenA) ? [reserve0, reserve1] : [reserve1, reserve0];
  return { pair, reserveA, reserveB };
}
