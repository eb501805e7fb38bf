import { useEffect } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { useIndexerHealth, useIndexerUrl, type IndexerHealth } from "../../../../shared/indexer/index.ts";
import { fetchUserLotteryHistory } from "./fetchUserLotteryHistory.ts";
import type { UserLotteryHistory } from "./model/parseUserLotteryHistory.ts";

/** Purchases and claims show up in the indexer within a block or two. */
const REFRESH_MS = 10_000;

export interface UserLotteryHistoryState {
  /**
   * The pages loaded so far joined (kept while the indexer is down); undefined while the first loads,
   * and when the indexer is missing or failed before answering: never an empty record standing in for
   * a history that could not be read.
   */
  readonly history: UserLotteryHistory | undefined;
  /** Whether the indexer can be read and keeps up; the history panel says so when not. */
  readonly indexer: IndexerHealth;
  /** Older rounds wait on the indexer. */
  readonly hasMore: boolean;
  readonly loadMore: () => void;
  readonly loadingMore: boolean;
}

/**
 * The account's lottery rounds from the indexer, 100 at a time (spec 001 section 9), older pages on
 * `loadMore`, every loaded page read again every 10 seconds. A failed read is logged (spec 001
 * section 8) and reported through `indexer`, so the page says the indexer is down rather than showing
 * an empty history.
 */
export function useUserLotteryHistory(account: Address | undefined): UserLotteryHistoryState {
  const url = useIndexerUrl();
  const query = useInfiniteQuery({
    queryKey: ["lotteryUserHistory", url, account?.toLowerCase()],
    // Enabled only with both, so the fallbacks are never sent.
    queryFn: ({ pageParam, signal }) =>
      fetchUserLotteryHistory(url ?? "", account ?? "0x", pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: url !== undefined && account !== undefined,
    refetchInterval: REFRESH_MS,
    retry: 1,
  });
  useEffect(() => {
    if (query.error) console.error("Reading the lottery history from the indexer failed", query.error);
  }, [query.error]);
  const indexer = useIndexerHealth(query.isError);
  const { fetchNextPage } = query;
  const loadMore = () => void fetchNextPage();
  const pages = url === undefined ? undefined : query.data?.pages;
  const history =
    pages === undefined || pages[0] === undefined
      ? undefined
      : {
          ...pages[0],
          rounds: pages.flatMap(({ rounds }) => rounds),
          nextCursor: pages.at(-1)?.nextCursor ?? null,
        };
  return {
    history,
    indexer,
    hasMore: !query.isError && query.hasNextPage,
    loadMore,
    loadingMore: query.isFetchingNextPage,
  };
}
