import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentBlock } from "../chain/index.ts";
import { describeIndexerHealth, type IndexerHealth } from "./describeIndexerHealth.ts";
import { fetchIndexerProgress } from "./fetchIndexerProgress.ts";
import { useIndexerUrl } from "./useIndexerUrl.ts";

/**
 * How often the status is asked: a couple of blocks, so a page says the indexer went down or fell
 * behind within seconds. Every page shares the one query (same key), so this is one small request
 * per interval however many parts of the screen ask.
 */
const STATUS_REFRESH_MS = 5_000;

/**
 * Whether the page can trust what it read from the indexer: the shared `_meta` status (the block the
 * indexer reached, kept from its last answer while it is down) against the chain's head, and whether
 * the page's own latest read (`readFailed`) failed.
 */
export function useIndexerHealth(readFailed: boolean): IndexerHealth {
  const url = useIndexerUrl();
  const head = useCurrentBlock();
  const status = useQuery({
    queryKey: ["indexerStatus", url],
    queryFn: ({ signal }) => fetchIndexerProgress(url ?? "", signal),
    enabled: url !== undefined,
    refetchInterval: STATUS_REFRESH_MS,
    staleTime: STATUS_REFRESH_MS,
    retry: 1,
  });
  useEffect(() => {
    if (status.error) console.error("Reading the indexer's status failed", status.error);
  }, [status.error]);
  return describeIndexerHealth({
    configured: url !== undefined,
    readFailed,
    statusFailed: status.isError,
    progress: status.data,
    head,
  });
}
