import type { Address } from "viem";
import type { Auction, AuctionBid } from "../../model/Auction.ts";
import { parseAuction, type AuctionRead } from "../../model/parseAuction.ts";
import type { Participation } from "../../model/reclaimableBids.ts";

/** The answers of auctionStateCalls: the latest id (0 before the first) and the whitelist. */
export function parseAuctionState(data: readonly unknown[]): {
  currentAuctionId: bigint | undefined;
  whitelist: readonly Address[] | undefined;
} {
  const [currentAuctionId, bidders] = data as readonly [
    bigint | null | undefined,
    readonly [readonly Address[], bigint] | null | undefined,
  ];
  return { currentAuctionId: currentAuctionId ?? undefined, whitelist: bidders?.[0] };
}

/** The answers of auctionCalls: the auction (null if never started or unreadable) and its sorted bids. */
export function parseAuctionWithBids(
  auctionId: bigint,
  data: readonly unknown[],
): { auction: Auction | null; bids: readonly AuctionBid[] } {
  const [read, bids] = data as readonly [
    readonly [number, bigint, bigint, bigint, bigint, bigint] | null | undefined,
    readonly [readonly AuctionBid[], bigint] | null | undefined,
  ];
  if (!read) return { auction: null, bids: [] };
  const [status, startBlock, endBlock, initialBidAmount, leaderboard, leaderboardThreshold] = read;
  const auctionRead: AuctionRead = {
    status,
    startBlock,
    endBlock,
    initialBidAmount,
    leaderboard,
    leaderboardThreshold,
  };
  return {
    auction: parseAuction(auctionId, auctionRead),
    bids: (bids?.[0] ?? []).map(({ account, amount, hasClaimed }) => ({ account, amount, hasClaimed })),
  };
}

/** The answers of accountCalls. */
export function parseAccountReads(data: readonly unknown[]): {
  whitelisted: boolean | undefined;
  currentBid: bigint | undefined;
  participations: readonly Participation[] | undefined;
} {
  const [whitelisted, bid, auctions] = data as readonly [
    boolean | null | undefined,
    readonly [bigint, boolean] | null | undefined,
    readonly [readonly bigint[], readonly bigint[], readonly boolean[], bigint] | null | undefined,
  ];
  return {
    whitelisted: whitelisted ?? undefined,
    currentBid: bid?.[0],
    participations: auctions?.[0].map((auctionId, index) => ({
      auctionId,
      amount: auctions[1][index] ?? 0n,
      claimed: auctions[2][index] ?? false,
    })),
  };
}
