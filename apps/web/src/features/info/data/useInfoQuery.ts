import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useIndexerUrl } from "../../../shared/indexer/index.ts";

/** The indexer follows the chain block by block; the pages read it again this often. */
const REFRESH_MS = 15_000;

export interface InfoQueryState<T> {
  /** Undefined while the first answer loads, and when there is no indexer or it failed. */
  readonly data: T | undefined;
  /** The last read failed: the indexer is unreachable or answered in another shape. */
  readonly error: Error | null;
}

/**
 * One of the Info pages' reads from the indexer, keyed by `key`, read again every 15 seconds and
 * kept on screen while the next answer loads. `enabled` holds it back until its inputs are known.
 */
export function useInfoQuery<T>(
  key: readonly unknown[],
  read: (url: string, signal: AbortSignal) => Promise<T>,
  enabled = true,
): InfoQueryState<T> {
  const url = useIndexerUrl();
  const query = useQuery({
    queryKey: ["info", url, ...key],
    queryFn: ({ signal }) => read(url ?? "", signal),
    enabled: url !== undefined && enabled,
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
    retry: 1,
  });
  useEffect(() => {
    if (query.error) console.error("Reading Info from the indexer failed", query.error);
  }, [query.error]);
  return {
    data: query.isError ? undefined : query.data,
    error: query.error,
  };
}
