import type { Address } from "viem";
import type { Auction, AuctionBid } from "./Auction.ts";

/** The leaderboard shows the top 10 bids (spec 001 section 9). */
export const LEADERBOARD_SIZE = 10;

export interface LeaderboardRow {
  /** 1-based position; equal totals keep the order their bidders first bid in, as the contract sorts. */
  readonly position: number;
  readonly account: Address;
  /** The project's name from the deployment, or null for a wallet it does not name. */
  readonly name: string | null;
  readonly amount: bigint;
  readonly isWinner: boolean;
}

/**
 * The top 10 of bids already sorted by the contract (highest first), each marked winner or not: a
 * closed auction's winners bid at least its bid limit; while it runs, the first `leaderboard` bids
 * would win. The winner line is drawn after the last winner.
 */
export function leaderboardRows(
  bids: readonly AuctionBid[],
  auction: Auction,
  names: ReadonlyMap<string, string>,
): LeaderboardRow[] {
  return bids.slice(0, LEADERBOARD_SIZE).map((bid, index) => ({
    position: index + 1,
    account: bid.account,
    name: names.get(bid.account.toLowerCase()) ?? null,
    amount: bid.amount,
    isWinner:
      auction.status === "close" ? bid.amount >= auction.leaderboardThreshold : index < auction.leaderboard,
  }));
}

/** How many rows sit above the winner line. */
export function winnerCount(rows: readonly LeaderboardRow[]): number {
  return rows.filter((row) => row.isWinner).length;
}
