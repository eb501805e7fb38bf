import type { FeedAnswer } from "../data/model/FeedAnswer.ts";

/** Chainlink's USD feeds and the local BNB/USD feed answer with 8 decimals. */
export const FEED_DECIMALS = 8;

export interface ChartPoint {
  /** Unix time in seconds. */
  readonly time: number;
  /** The price in USD. */
  readonly value: number;
}

/**
 * The answers as a line, oldest first with one point per second: the chart needs strictly increasing
 * times, and answers given in the same second (blocks that share a timestamp) keep the later round's.
 */
export function toChartPoints(
  answers: readonly FeedAnswer[],
  decimals: number = FEED_DECIMALS,
): readonly ChartPoint[] {
  const bySecond = new Map<number, FeedAnswer>();
  for (const answer of answers) {
    const kept = bySecond.get(answer.updatedAt);
    if (kept === undefined || answer.roundId > kept.roundId) bySecond.set(answer.updatedAt, answer);
  }
  const scale = 10 ** decimals;
  return [...bySecond.values()]
    .sort((a, b) => a.updatedAt - b.updatedAt)
    .map((answer) => ({ time: answer.updatedAt, value: Number(answer.answer) / scale }));
}
