import type { Auction } from "./Auction.ts";

/** A bid the account may take back: it bid in a closed auction below the bid limit and has not reclaimed. */
export interface ReclaimableBid {
  readonly auctionId: bigint;
  readonly amount: bigint;
}

/** The account's participations (viewBidderAuctions), one per auction. */
export interface Participation {
  readonly auctionId: bigint;
  readonly amount: bigint;
  readonly claimed: boolean;
}

/**
 * The account's reclaimable bids, newest auction first: closed auctions where its total is below the
 * bid limit (a winner's CAKE goes to the farm's owner) and not yet paid out. `auctions` holds the
 * participations' auctions by id; one not read yet is skipped.
 */
export function reclaimableBids(
  participations: readonly Participation[],
  auctions: ReadonlyMap<bigint, Auction>,
): ReclaimableBid[] {
  return participations
    .filter(({ auctionId, amount, claimed }) => {
      const auction = auctions.get(auctionId);
      return (
        auction?.status === "close" && !claimed && amount !== 0n && amount < auction.leaderboardThreshold
      );
    })
    .map(({ auctionId, amount }) => ({ auctionId, amount }))
    .sort((a, b) => (a.auctionId > b.auctionId ? -1 : 1));
}
