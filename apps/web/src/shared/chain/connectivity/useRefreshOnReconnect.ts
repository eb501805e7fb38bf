import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";

/**
 * Once per reconnection, marks every cached query stale and refetches those on screen: reads that
 * failed during the outage, and data that is not keyed by block (indexer, API), would otherwise wait
 * for their own next refresh, or for a reload.
 */
export function useRefreshOnReconnect(reconnections: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (reconnections === 0) return;
    void queryClient.invalidateQueries();
  }, [queryClient, reconnections]);
}
