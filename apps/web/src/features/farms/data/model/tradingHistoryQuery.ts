import type { IndexerQuery } from "../../../../shared/indexer/index.ts";

/**
 * Every farm pair's liquidity, age and latest volume buckets in one GraphQL request to the indexer
 * (apps/indexer/ponder.schema.ts): 8 days (the last 7 complete ones and today) and 25 hours (a full
 * day however the hours fall), newest first, per pair. Ponder pages at most 1000 rows.
 */
export const TRADING_HISTORY_QUERY = `query FarmTradingHistories($pairIds: [String]) {
  pairs(where: { id_in: $pairIds }, limit: 1000) {
    items {
      id
      reserveUSD
      createdAtTimestamp
      dayData(orderBy: "date", orderDirection: "desc", limit: 8) { items { date volumeUSD } }
      hourData(orderBy: "hourStartUnix", orderDirection: "desc", limit: 25) { items { hourStartUnix volumeUSD } }
    }
  }
}`;

/** The query for the pairs given (any case; the indexer keys pairs by lowercase address). */
export function tradingHistoryRequest(pairAddresses: readonly string[]): IndexerQuery {
  return {
    query: TRADING_HISTORY_QUERY,
    variables: { pairIds: pairAddresses.map((address) => address.toLowerCase()) },
  };
}
