import { computeLpRewardsApr, LP_HOLDERS_FEE, type PairTradingHistory } from "../../farms/index.ts";

const DAY_SECONDS = 86_400;
const WEEK_SECONDS = 7 * DAY_SECONDS;

/** Volume of the buckets that started at or after `since`. */
function volumeSince(buckets: PairTradingHistory["hours"], since: number): number {
  return buckets.filter((bucket) => bucket.start >= since).reduce((sum, bucket) => sum + bucket.volumeUsd, 0);
}

/**
 * A pair's last 24 hours and 7 days at chain time `now`: volumes (24 hours from its hourly buckets,
 * 7 days from the daily buckets that started within them, today's included), the LPs' fees (0.17%
 * of the 24-hour volume) and the LP reward APR by the farms' rule.
 */
export function summarizePairActivity(history: PairTradingHistory, now: number) {
  const volume24hUsd = volumeSince(history.hours, now - DAY_SECONDS);
  return {
    volume24hUsd,
    volume7dUsd: volumeSince(history.days, now - WEEK_SECONDS),
    fees24hUsd: volume24hUsd * LP_HOLDERS_FEE,
    lpRewardApr: computeLpRewardsApr(history, now),
  };
}
