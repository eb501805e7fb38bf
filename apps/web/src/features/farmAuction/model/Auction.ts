import type { Address } from "viem";

/** FarmAuction's Status enumeration (spec 001 section 4): Pending, Open, Close. */
export type AuctionStatus = "pending" | "open" | "close";

/** An auction as the contract keeps it (spec 001 section 3). */
export interface Auction {
  readonly id: bigint;
  readonly status: AuctionStatus;
  /** The first and the last block that take bids. */
  readonly startBlock: number;
  readonly endBlock: number;
  /** The least a bidder's first bid may be, in CAKE wei. */
  readonly initialBidAmount: bigint;
  /** How many bidders may win. */
  readonly leaderboard: number;
  /** Set at close: the least a winner bid in total (0 before). */
  readonly leaderboardThreshold: bigint;
}

/** A bidder's total in an auction, and whether it was paid out (reclaimed, or collected for a winner). */
export interface AuctionBid {
  readonly account: Address;
  readonly amount: bigint;
  readonly hasClaimed: boolean;
}
