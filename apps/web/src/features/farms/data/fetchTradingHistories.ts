import { postIndexerQuery } from "../../../shared/indexer/index.ts";
import type { PairTradingHistory } from "./model/PairTradingHistory.ts";
import { parseTradingHistories } from "./model/parseTradingHistories.ts";
import { tradingHistoryRequest } from "./model/tradingHistoryQuery.ts";

/**
 * Asks the indexer at `url` for the trading history of the pairs given, in one GraphQL request;
 * cancelled through `signal`. Rejects with IndexerRequestError when it is unreachable, slow, refuses
 * the query, or answers in another shape.
 */
export async function fetchTradingHistories(
  url: string,
  pairAddresses: readonly string[],
  signal?: AbortSignal,
): Promise<ReadonlyMap<string, PairTradingHistory>> {
  return parseTradingHistories(await postIndexerQuery(url, tradingHistoryRequest(pairAddresses), signal));
}
