import { griddlePairAbi } from "@griddle/sdk";
import type { Address, PublicClient } from "viem";

/**
 * BNB's average price in USD with 8 decimals between two blocks of a WBNB-stablecoin pair (both 18
 * decimals), computed here from the pair's own accumulators, apart from the keeper's code: the
 * accumulator at each block's time is the stored one plus the reserves' price times the seconds since
 * the pair's last update, and the average is their growth over the seconds between.
 */
export async function recomputeTwap(
  publicClient: PublicClient,
  pair: { readonly address: Address; readonly wbnbIsToken0: boolean },
  olderBlock: bigint,
  newerBlock: bigint,
): Promise<bigint> {
  const accumulatorAt = async (blockNumber: bigint) => {
    const { timestamp } = await publicClient.getBlock({ blockNumber });
    // Blocks inside a hardhat_mine range have no state on the EDR node; they are empty, so the
    // state of the last block before them that has one is theirs.
    let stateBlock = blockNumber;
    while ((await publicClient.getCode({ address: pair.address, blockNumber: stateBlock })) === undefined) {
      stateBlock -= 1n;
    }
    const at = { address: pair.address, abi: griddlePairAbi, blockNumber: stateBlock } as const;
    const [price0, price1, [reserve0, reserve1, updatedAt]] = await Promise.all([
      publicClient.readContract({ ...at, functionName: "price0CumulativeLast" }),
      publicClient.readContract({ ...at, functionName: "price1CumulativeLast" }),
      publicClient.readContract({ ...at, functionName: "getReserves" }),
    ]);
    const [stored, reserveWbnb, reserveUsd] = pair.wbnbIsToken0
      ? [price0, reserve0, reserve1]
      : [price1, reserve1, reserve0];
    const since = timestamp > BigInt(updatedAt) ? timestamp - BigInt(updatedAt) : 0n;
    return { timestamp, accumulator: stored + ((reserveUsd << 112n) / reserveWbnb) * since };
  };
  const older = await accumulatorAt(olderBlock);
  const newer = await accumulatorAt(newerBlock);
  const averageUq112 = (newer.accumulator - older.accumulator) / (newer.timestamp - older.timestamp);
  return (averageUq112 * 10n ** 8n) >> 112n;
}
