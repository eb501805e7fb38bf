import { useMemo } from "react";
import type { Address } from "viem";
import { useChainReads } from "../../../shared/chain/index.ts";
import type { Auction, AuctionBid } from "../model/Auction.ts";
import { LEADERBOARD_SIZE } from "../model/leaderboardRows.ts";
import { auctionCalls } from "./model/farmAuctionReads.ts";
import { parseAuctionWithBids } from "./model/parseFarmAuctionReads.ts";

export interface AuctionData {
  /** Undefined while loading or without an id; null for an id never started or a failed read. */
  readonly auction: Auction | null | undefined;
  /** Its top 10 bids, highest first, as the contract sorts them. */
  readonly bids: readonly AuctionBid[] | undefined;
  readonly error: Error | null;
}

/** One auction and its leaderboard, read every block with the page's other reads. */
export function useAuction(farmAuction: Address | undefined, auctionId: bigint | undefined): AuctionData {
  const calls = useMemo(
    () =>
      farmAuction && auctionId !== undefined && auctionId !== 0n
        ? auctionCalls(farmAuction, auctionId, BigInt(LEADERBOARD_SIZE))
        : [],
    [farmAuction, auctionId],
  );
  const { data, error } = useChainReads(calls, { enabled: calls.length > 0 });
  if (auctionId === undefined || data === undefined) return { auction: undefined, bids: undefined, error };
  const parsed = parseAuctionWithBids(auctionId, data);
  return { auction: parsed.auction, bids: parsed.bids, error };
}
