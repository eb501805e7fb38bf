import { IndexerRequestError } from "./model/IndexerRequestError.ts";
import type { PairTradingHistory } from "./model/PairTradingHistory.ts";
import { parseTradingHistories } from "./model/parseTradingHistories.ts";
import { tradingHistoryRequestBody } from "./model/tradingHistoryQuery.ts";

/** Past this, an indexer that accepted the connection but does not answer counts as down. */
const INDEXER_TIMEOUT_MS = 10_000;

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
  const timeout = AbortSignal.timeout(INDEXER_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: tradingHistoryRequestBody(pairAddresses),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (cause) {
    throw new IndexerRequestError(`POST ${url} failed`, { cause });
  }
  if (!response.ok) throw new IndexerRequestError(`POST ${url} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new IndexerRequestError(`${url} did not answer JSON`, { cause });
  }
  return parseTradingHistories(body);
}
