import type { IndexerQuery } from "../../../../shared/indexer/index.ts";
import type { TradingHistoryWindow } from "./tradingHistoryWindow.ts";

/** Ponder pages at most 1000 rows. */
const PAGE_ROWS = 1000;
/** Hourly buckets a pair can have in the window: the day before the current hour, and the current hour. */
const HOURS_PER_PAIR = 25;

/**
 * Pairs per request, so every pair's hourly buckets in the window fit in one page (40); the 8 daily
 * buckets per pair fit with room to spare.
 */
export const MAX_PAIRS_PER_REQUEST = Math.floor(PAGE_ROWS / HOURS_PER_PAIR);

/**
 * The farm pairs' liquidity, age and volume buckets within the window (tradingHistoryWindow.ts),
 * newest first, from the indexer (apps/indexer/ponder.schema.ts). Three flat lists rather than each
 * pair's buckets as its own relation: Ponder answers a relation with one SQL query per pair, so 21
 * pairs cost 43 queries where these cost 3; on the embedded PGlite, which runs one query at a time,
 * that was the farms page's slowest read under load. pageInfo tells a page cut short at 1000 rows.
 */
export const TRADING_HISTORY_QUERY = `query FarmTradingHistories($pairIds: [String], $hourSince: Float!, $daySince: Float!) {
  pairs(where: { id_in: $pairIds }, limit: ${PAGE_ROWS}) {
    items { id reserveUSD createdAtTimestamp }
    pageInfo { hasNextPage }
  }
  pairDayDatas(where: { pairId_in: $pairIds, date_gte: $daySince }, orderBy: "date", orderDirection: "desc", limit: ${PAGE_ROWS}) {
    items { pairId date volumeUSD }
    pageInfo { hasNextPage }
  }
  pairHourDatas(where: { pairId_in: $pairIds, hourStartUnix_gte: $hourSince }, orderBy: "hourStartUnix", orderDirection: "desc", limit: ${PAGE_ROWS}) {
    items { pairId hourStartUnix volumeUSD }
    pageInfo { hasNextPage }
  }
}`;

/**
 * The query for the pairs given (any case; the indexer keys pairs by lowercase address), at most
 * MAX_PAIRS_PER_REQUEST of them, within `window`.
 */
export function tradingHistoryRequest(
  pairAddresses: readonly string[],
  window: TradingHistoryWindow,
): IndexerQuery {
  if (pairAddresses.length > MAX_PAIRS_PER_REQUEST) {
    throw new RangeError(
      `A trading history request holds at most ${MAX_PAIRS_PER_REQUEST} pairs, got ${pairAddresses.length}`,
    );
  }
  return {
    query: TRADING_HISTORY_QUERY,
    variables: {
      pairIds: pairAddresses.map((address) => address.toLowerCase()),
      hourSince: window.hourSince,
      daySince: window.daySince,
    },
  };
}
