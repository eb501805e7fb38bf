import type { Auction, AuctionStatus } from "./Auction.ts";

/** The tuple FarmAuction's `auctions(id)` and `viewAuctions` give for one auction. */
export interface AuctionRead {
  readonly status: number;
  readonly startBlock: bigint;
  readonly endBlock: bigint;
  readonly initialBidAmount: bigint;
  readonly leaderboard: bigint;
  readonly leaderboardThreshold: bigint;
}

const STATUSES: readonly AuctionStatus[] = ["pending", "open", "close"];

/** An auction read from the chain; null for an id the contract never started (Pending) or an unknown status. */
export function parseAuction(id: bigint, read: AuctionRead): Auction | null {
  const status = STATUSES[read.status];
  if (status === undefined || status === "pending") return null;
  return {
    id,
    status,
    startBlock: Number(read.startBlock),
    endBlock: Number(read.endBlock),
    initialBidAmount: read.initialBidAmount,
    leaderboard: Number(read.leaderboard),
    leaderboardThreshold: read.leaderboardThreshold,
  };
}
