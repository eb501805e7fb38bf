import type { PairTradingHistory, VolumeBucket } from "./PairTradingHistory.ts";

/** LP holders' share of every trade (spec 000 section 9: 0.17 of the 0.25% fee). */
export const LP_HOLDERS_FEE = 0.0017;

const DAY_SECONDS = 86_400;
const WEEK_DAYS = 7;
const YEAR_DAYS = 365;

/** The volume of the buckets that start at or after `from` and before `to`. */
function sumVolume(buckets: readonly VolumeBucket[], from: number, to = Infinity): number {
  return buckets
    .filter((bucket) => bucket.start >= from && bucket.start < to)
    .reduce((sum, bucket) => sum + bucket.volumeUsd, 0);
}

/**
 * The APR of a pair's LP fee rewards in percent per year (issue 7), at chain time `now` (seconds):
 * 7-day volume times 0.17% annualised (× 365/7) over the pair's liquidity, or for a pair younger
 * than 7 days 24-hour volume times 0.17% × 365. The 7 days are the last 7 complete UTC days, so the
 * figure does not sag while today's bucket fills; the 24 hours are the hourly buckets that started
 * within the last day, the current one included, so a pair a few minutes old already shows its
 * trades. Null when the pair has no liquidity or the result is not finite.
 */
export function computeLpRewardsApr(history: PairTradingHistory, now: number): number | null {
  if (!(history.reserveUsd > 0)) return null;
  let yearlyVolumeUsd: number;
  if (now - history.createdAt < WEEK_DAYS * DAY_SECONDS) {
    const lastDayVolume = sumVolume(history.hours, now - DAY_SECONDS);
    yearlyVolumeUsd = lastDayVolume * YEAR_DAYS;
  } else {
    const todayStart = Math.floor(now / DAY_SECONDS) * DAY_SECONDS;
    const weekVolume = sumVolume(history.days, todayStart - WEEK_DAYS * DAY_SECONDS, todayStart);
    yearlyVolumeUsd = (weekVolume * YEAR_DAYS) / WEEK_DAYS;
  }
  const apr = ((yearlyVolumeUsd * LP_HOLDERS_FEE) / history.reserveUsd) * 100;
  return Number.isFinite(apr) ? apr : null;
}
