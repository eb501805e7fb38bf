import { priceFeedAggregatorAbi } from "@griddle/sdk";
import type { Address } from "viem";

/** Without an indexer, the chart reads this many of the feed's latest rounds from the chain. */
export const CHAIN_FALLBACK_ROUNDS = 48;

/** The feed's latest answered round, whose id the earlier rounds are counted back from. */
export function latestFeedRoundCall(feed: Address) {
  return { address: feed, abi: priceFeedAggregatorAbi, functionName: "latestRoundData" } as const;
}

/**
 * `getRoundData` for the `count` rounds before `latestRoundId` (newest first, never below round 1). A
 * round the feed never answered reverts, and the batched reader gives null for it.
 */
export function earlierFeedRoundCalls(
  feed: Address,
  latestRoundId: bigint,
  count: number = CHAIN_FALLBACK_ROUNDS - 1,
) {
  const ids: bigint[] = [];
  for (let roundId = latestRoundId - 1n; roundId >= 1n && ids.length < count; roundId -= 1n)
    ids.push(roundId);
  return ids.map(
    (roundId) =>
      ({
        address: feed,
        abi: priceFeedAggregatorAbi,
        functionName: "getRoundData",
        args: [roundId],
      }) as const,
  );
}
