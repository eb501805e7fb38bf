import { useEffect, useRef } from "react";
import { useBlockTimestamp } from "../../../shared/chain/index.ts";

/**
 * The chain's latest block time in seconds, kept in a ref so queries read the newest one when they
 * run without being keyed (and refetched) by every block. `known` once the first block was read.
 */
export function useChainNow(): { readonly known: boolean; readonly current: () => number } {
  const { data: timestamp } = useBlockTimestamp();
  const latest = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (timestamp !== undefined && timestamp !== null) latest.current = Number(timestamp);
  }, [timestamp]);
  return {
    known: timestamp !== undefined && timestamp !== null,
    current: () => latest.current ?? Math.floor(Date.now() / 1000),
  };
}
