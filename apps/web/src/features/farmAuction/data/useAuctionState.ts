import { useMemo } from "react";
import type { Address } from "viem";
import { useChainReads } from "../../../shared/chain/index.ts";
import { auctionStateCalls } from "./model/farmAuctionReads.ts";
import { parseAuctionState } from "./model/parseFarmAuctionReads.ts";

export interface AuctionState {
  /** Undefined while loading; 0 before the first auction. */
  readonly currentAuctionId: bigint | undefined;
  /** The whitelisted project wallets, in the order they were added; undefined while loading. */
  readonly whitelist: readonly Address[] | undefined;
  readonly error: Error | null;
}

/** The latest auction's id and the whitelist, read every block with the page's other reads. */
export function useAuctionState(farmAuction: Address | undefined): AuctionState {
  const calls = useMemo(() => (farmAuction ? auctionStateCalls(farmAuction) : []), [farmAuction]);
  const { data, error } = useChainReads(calls, { enabled: farmAuction !== undefined });
  return { ...parseAuctionState(data ?? []), error };
}
