import { useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useChainRead, useChainReads, useDeployment } from "../../../../shared/chain/index.ts";
import { useIndexerHealth, useIndexerUrl, type IndexerHealth } from "../../../../shared/indexer/index.ts";
import { toChartPoints, type ChartPoint } from "../model/toChartPoints.ts";
import { fetchFeedAnswers } from "./fetchFeedAnswers.ts";
import { earlierFeedRoundCalls, latestFeedRoundCall } from "./model/feedRoundCalls.ts";
import { parseFeedRounds } from "./model/parseFeedRounds.ts";

/** Spec 001 section 9's fast polling; TanStack Query pauses it while the tab is hidden. */
const FAST_REFRESH_MS = 10_000;

export type FeedPriceStatus = "loading" | "error" | "ready" | "unavailable";

export interface FeedPriceHistory {
  readonly status: FeedPriceStatus;
  /** Oldest first; empty until ready. */
  readonly points: readonly ChartPoint[];
  /** The points are the feed's rounds read from the chain, the indexer being missing or down. */
  readonly fromChain: boolean;
  /** Whether the indexer can be read and keeps up; the pane says so when not. */
  readonly indexer: IndexerHealth;
  readonly retry: () => void;
}

const NO_POINTS: readonly ChartPoint[] = [];

/**
 * The BNB/USD feed's recent prices: its latest answers from the indexer, refreshed every 10 seconds;
 * without an indexer (or while it fails) its latest rounds read from the chain through the batched
 * reader, block by block. Unavailable when neither can be had (a public chain without an indexer: the
 * feed's address there is not in the app's address book yet).
 */
export function useFeedPriceHistory(): FeedPriceHistory {
  const url = useIndexerUrl();
  const feed = useDeployment()?.prediction.priceFeed;
  const indexed = useQuery({
    queryKey: ["predictionFeedAnswers", url],
    queryFn: ({ signal }) => fetchFeedAnswers(url ?? "", undefined, signal),
    enabled: url !== undefined,
    refetchInterval: FAST_REFRESH_MS,
    retry: 1,
  });
  useEffect(() => {
    if (indexed.error)
      console.error("Reading the price feed's answers from the indexer failed", indexed.error);
  }, [indexed.error]);

  const fromChain = url === undefined || (indexed.isError && indexed.data === undefined);
  const latestCall = useMemo(
    () => (fromChain && feed ? latestFeedRoundCall(feed) : undefined),
    [fromChain, feed],
  );
  const latest = useChainRead(latestCall);
  const latestRoundId = latest.data?.[0];
  const earlierCalls = useMemo(
    () => (feed && latestRoundId !== undefined ? earlierFeedRoundCalls(feed, latestRoundId) : []),
    [feed, latestRoundId],
  );
  const earlier = useChainReads(earlierCalls, { enabled: earlierCalls.length > 0 });
  const chainPoints = useMemo(
    () => (latest.data ? toChartPoints(parseFeedRounds([latest.data, ...(earlier.data ?? [])])) : NO_POINTS),
    [latest.data, earlier.data],
  );
  const indexedPoints = useMemo(
    () => (indexed.data ? toChartPoints(indexed.data) : NO_POINTS),
    [indexed.data],
  );
  const retry = () => void indexed.refetch();
  const indexer = useIndexerHealth(indexed.isError);
  const common = { retry, indexer, fromChain };

  if (!fromChain) return { status: indexed.data ? "ready" : "loading", points: indexedPoints, ...common };
  if (feed === undefined) return { status: "unavailable", points: NO_POINTS, ...common };
  if (latest.error || latest.data === null) return { status: "error", points: NO_POINTS, ...common };
  const loading = latest.data === undefined || (earlierCalls.length > 0 && earlier.data === undefined);
  return { status: loading ? "loading" : "ready", points: chainPoints, ...common };
}
