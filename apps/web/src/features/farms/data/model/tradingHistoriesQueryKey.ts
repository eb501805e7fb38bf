/** The farms' trading-history query key: what was asked, of which indexer, for which pairs, in which window. */
export type TradingHistoriesQueryKey = readonly [
  "farmTradingHistories",
  indexerUrl: string | undefined,
  pairsKey: string,
  hourSince: number | undefined,
  daySince: number | undefined,
];

export function tradingHistoriesQueryKey(
  indexerUrl: string | undefined,
  pairAddresses: readonly string[],
  window: { readonly hourSince: number; readonly daySince: number } | undefined,
): TradingHistoriesQueryKey {
  return ["farmTradingHistories", indexerUrl, pairAddresses.join(","), window?.hourSince, window?.daySince];
}

/**
 * Whether a history fetched under `previous` may stay on screen while the one for `next` loads: only
 * when it is the same indexer's for the same pairs, i.e. only the window moved (on the hour). It then
 * holds every bucket the APR reads but the newest, as between any two refreshes; another indexer's or
 * catalogue's figures would be wrong, so nothing is shown for them meanwhile.
 */
export function keepsHistoryWhileLoading(
  previous: readonly unknown[] | undefined,
  next: TradingHistoriesQueryKey,
): boolean {
  return (
    previous !== undefined && previous[0] === next[0] && previous[1] === next[1] && previous[2] === next[2]
  );
}
