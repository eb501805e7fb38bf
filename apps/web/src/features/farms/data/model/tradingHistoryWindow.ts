const HOUR_SECONDS = 3600;
const DAY_SECONDS = 86_400;
const WEEK_DAYS = 7;

/** The oldest buckets computeLpRewardsApr can use at a chain time: the query asks for none older. */
export interface TradingHistoryWindow {
  /** Start of the hourly buckets asked for: the hour one day before the current hour. */
  readonly hourSince: number;
  /** Start of the daily buckets asked for: the day 7 days before today (UTC). */
  readonly daySince: number;
}

/**
 * The window of buckets to ask the indexer for at chain time `now` (seconds): every bucket
 * computeLpRewardsApr reads at `now` or later (the hours that started within the last day, the last
 * 7 complete days) and today's, and nothing older. Whole hours, so it only moves once an hour and a
 * history fetched within the hour stays a superset of what the APR reads.
 */
export function tradingHistoryWindow(now: number): TradingHistoryWindow {
  return {
    hourSince: Math.floor(now / HOUR_SECONDS) * HOUR_SECONDS - DAY_SECONDS,
    daySince: Math.floor(now / DAY_SECONDS) * DAY_SECONDS - WEEK_DAYS * DAY_SECONDS,
  };
}
