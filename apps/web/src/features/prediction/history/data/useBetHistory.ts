import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Address } from "viem";
import { useIndexerHealth, useIndexerUrl, type IndexerHealth } from "../../../../shared/indexer/index.ts";
import { fetchBetHistory } from "./fetchBetHistory.ts";
import type { BetHistoryEntry } from "./model/BetHistoryEntry.ts";

/** Spec 001 section 9's fast polling; TanStack Query pauses it while the tab is hidden. */
const FAST_REFRESH_MS = 10_000;

export type BetHistoryStatus = "disconnected" | "unconfigured" | "loading" | "error" | "ready";

export interface BetHistoryState {
  readonly status: BetHistoryStatus;
  /** The account's bets newest first, once read; kept while a refresh loads. */
  readonly entries: readonly BetHistoryEntry[] | undefined;
  /** Asks the indexer again (after an error). */
  readonly retry: () => void;
  /** Whether the indexer can be read and keeps up; the pane says so when not. */
  readonly indexer: IndexerHealth;
}

/**
 * The account's prediction history from the indexer (its newest 1000 bets, the spec's page), read
 * again every 10 seconds and whenever the game moves to a new round, so closes and claims show up.
 */
export function useBetHistory(
  account: Address | undefined,
  currentEpoch: bigint | undefined,
): BetHistoryState {
  const url = useIndexerUrl();
  const query = useQuery({
    queryKey: ["predictionBetHistory", url, account?.toLowerCase()],
    // Enabled only with both, so the fallbacks are never sent.
    queryFn: ({ signal }) => fetchBetHistory(url ?? "", { account: account ?? "0x" }, signal),
    enabled: url !== undefined && account !== undefined,
    refetchInterval: FAST_REFRESH_MS,
    retry: 1,
  });
  const { refetch } = query;

  const readForEpoch = useRef(currentEpoch);
  useEffect(() => {
    if (currentEpoch === readForEpoch.current) return;
    readForEpoch.current = currentEpoch;
    void refetch();
  }, [currentEpoch, refetch]);

  useEffect(() => {
    if (query.error) console.error("Reading the prediction history from the indexer failed", query.error);
  }, [query.error]);

  const status: BetHistoryStatus =
    account === undefined
      ? "disconnected"
      : url === undefined
        ? "unconfigured"
        : query.data !== undefined
          ? "ready"
          : query.isError
            ? "error"
            : "loading";
  const indexer = useIndexerHealth(query.isError);
  return { status, entries: query.data, retry: () => void refetch(), indexer };
}
