import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { useIndexerUrl } from "../../../../shared/indexer/index.ts";
import { fetchUserLotteryHistory } from "./fetchUserLotteryHistory.ts";
import { EMPTY_USER_LOTTERY_HISTORY, type UserLotteryHistory } from "./model/parseUserLotteryHistory.ts";

/** Purchases and claims show up in the indexer within a block or two. */
const REFRESH_MS = 10_000;

/**
 * The account's lottery rounds from the indexer, read again every 10 seconds; undefined while
 * loading. A failed read is logged and gives the empty record (spec 001 section 8).
 */
export function useUserLotteryHistory(account: Address | undefined): UserLotteryHistory | undefined {
  const url = useIndexerUrl();
  const query = useQuery({
    queryKey: ["lotteryUserHistory", url, account?.toLowerCase()],
    // Enabled only with both, so the fallbacks are never sent.
    queryFn: ({ signal }) => fetchUserLotteryHistory(url ?? "", account ?? "0x", signal),
    enabled: url !== undefined && account !== undefined,
    refetchInterval: REFRESH_MS,
    retry: 1,
  });
  useEffect(() => {
    if (query.error) console.error("Reading the lottery history from the indexer failed", query.error);
  }, [query.error]);
  if (url === undefined || query.isError) return EMPTY_USER_LOTTERY_HISTORY;
  return query.data;
}
