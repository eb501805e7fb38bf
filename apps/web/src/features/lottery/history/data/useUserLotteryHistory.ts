import { useEffect } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { useIndexerUrl } from "../../../../shared/indexer/index.ts";
import { fetchUserLotteryHistory } from "./fetchUserLotteryHistory.ts";
import { EMPTY_USER_LOTTERY_HISTORY, type UserLotteryHistory } from "./model/parseUserLotteryHistory.ts";

/** Purchases and claims show up in the indexer within a block or two. */
const REFRESH_MS = 10_000;

export interface UserLotteryHistoryState {
  /** The pages loaded so far joined; undefined while the first loads. */
  readonly history: UserLotteryHistory | undefined;
  /** Older rounds wait on the indexer. */
  readonly hasMore: boolean;
  readonly loadMore: () => void;
  readonly loadingMore: boolean;
}

/**
 * The account's lottery rounds from the indexer, 100 at a time (spec 001 section 9), older pages on
 * `loadMore`, every loaded page read again every 10 seconds. A failed read is logged and gives the
 * empty record (spec 001 section 8).
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
  const { fetchNextPage } = query;
  const loadMore = () => void fetchNextPage();
  if (url === undefined || query.isError)
    return { history: EMPTY_USER_LOTTERY_HISTORY, hasMore: false, loadMore, loadingMore: false };
  const pages = query.data?.pages;
  const history =
    pages === undefined || pages[0] === undefined
      ? undefined
      : {
          ...pages[0],
          rounds: pages.flatMap(({ rounds }) => rounds),
          nextCursor: pages.at(-1)?.nextCursor ?? null,
        };
  return { history, hasMore: query.hasNextPage, loadMore, loadingMore: query.isFetchingNextPage };
}
