import { useEffect } from "react";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useIndexerUrl } from "../../../shared/indexer/index.ts";
import { fetchTradingHistories } from "./fetchTradingHistories.ts";
import type { PairTradingHistory } from "./model/PairTradingHistory.ts";
import { keepsHistoryWhileLoading, tradingHistoriesQueryKey } from "./model/tradingHistoriesQueryKey.ts";
import { tradingHistoryWindow } from "./model/tradingHistoryWindow.ts";

/** Spec 000 section 9's 'slow' refresh; TanStack Query pauses it while the tab is hidden. */
const SLOW_REFRESH_MS = 60_000;
/**
 * While the indexer is down, asked again this often instead: an indexer that is still starting (as
 * right after `npm start`) then brings LP rewards within seconds rather than a minute.
 */
const RETRY_WHILE_DOWN_MS = 5_000;

export interface TradingHistoriesState {
  /** By lowercase pair address; undefined until the indexer first answers and while it fails. */
  readonly histories: ReadonlyMap<string, PairTradingHistory> | undefined;
  /** True when no indexer is configured or its latest request failed: LP rewards are unknown. */
  readonly unavailable: boolean;
}

/**
 * The pairs' trading history from the indexer, the buckets the APR reads at chain time `now` (seconds;
 * undefined until the first block is read, and nothing is asked meanwhile), one GraphQL request for
 * all of them, refreshed every 60 seconds (every 5 while it is down) and as the window moves on the
 * hour, the last history kept on screen meanwhile. Pass a memoized array.
 */
export function useTradingHistories(
  pairAddresses: readonly string[],
  now: number | undefined,
): TradingHistoriesState {
  const url = useIndexerUrl();
  const historyWindow = now === undefined ? undefined : tradingHistoryWindow(now);
  const queryKey = tradingHistoriesQueryKey(url, pairAddresses, historyWindow);
  const query = useQuery({
    queryKey,
    queryFn:
      url === undefined || historyWindow === undefined || pairAddresses.length === 0
        ? skipToken
        : ({ signal }) => fetchTradingHistories(url, pairAddresses, historyWindow, signal),
    refetchInterval: (current) => (current.state.status === "error" ? RETRY_WHILE_DOWN_MS : SLOW_REFRESH_MS),
    // As the window moves on the hour, the last history stays until the new one arrives (same indexer and pairs only).
    placeholderData: (previous, previousQuery) =>
      keepsHistoryWhileLoading(previousQuery?.queryKey, queryKey) ? previous : undefined,
    // One quick second try, so a dropped request does not hide LP rewards for a whole minute.
    retry: 1,
  });

  useEffect(() => {
    if (query.error) console.error("Reading LP fee volumes from the indexer failed", query.error);
  }, [query.error]);

  return {
    histories: query.isError ? undefined : query.data,
    unavailable: url === undefined || query.isError,
  };
}
