import type { FeedAnswer } from "./FeedAnswer.ts";

/** What `latestRoundData` and `getRoundData` return: roundId, answer, startedAt, updatedAt, answeredInRound. */
type RoundData = readonly [bigint, bigint, bigint, bigint, bigint];

/** The answered rounds among the reads (null where a read failed), as the chart's answers. */
export function parseFeedRounds(reads: readonly (RoundData | null)[]): readonly FeedAnswer[] {
  return reads.flatMap((read) => {
    if (read === null) return [];
    const [roundId, answer, , updatedAt] = read;
    if (updatedAt === 0n || updatedAt > BigInt(Number.MAX_SAFE_INTEGER)) return [];
    return [{ roundId, answer, updatedAt: Number(updatedAt) }];
  });
}
