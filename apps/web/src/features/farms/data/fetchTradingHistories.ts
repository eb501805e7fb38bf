import { postIndexerQuery } from "../../../shared/indexer/index.ts";
import type { PairTradingHistory } from "./model/PairTradingHistory.ts";
import { parseTradingHistories } from "./model/parseTradingHistories.ts";
import { MAX_PAIRS_PER_REQUEST, tradingHistoryRequest } from "./model/tradingHistoryQuery.ts";
import type { TradingHistoryWindow } from "./model/tradingHistoryWindow.ts";

/**
 * Asks the indexer at `url` for the trading history of the pairs given within `window`: one GraphQL
 * request per MAX_PAIRS_PER_REQUEST pairs (one for every catalogue the app has), sent together;
 * cancelled through `signal`. Rejects with IndexerRequestError when it is unreachable, slow, refuses
 * the query, or answers in another shape.
 */
export async function fetchTradingHistories(
  url: string,
  pairAddresses: readonly string[],
  window: TradingHistoryWindow,
  signal?: AbortSignal,
): Promise<ReadonlyMap<string, PairTradingHistory>> {
  const chunks: (readonly string[])[] = [];
  for (let start = 0; start < pairAddresses.length; start += MAX_PAIRS_PER_REQUEST) {
    chunks.push(pairAddresses.slice(start, start + MAX_PAIRS_PER_REQUEST));
  }
  const answers = await Promise.all(
    chunks.map(async (chunk) =>
      parseTradingHistories(await postIndexerQuery(url, tradingHistoryRequest(chunk, window), signal)),
    ),
  );
  return new Map(answers.flatMap((histories) => [...histories]));
}
