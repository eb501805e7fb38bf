import type { Auction } from "./Auction.ts";

/**
 * Where an auction stands at a block (spec 001 section 4's implied states): `notStarted` before its
 * start block, `live` from its start to its end block (bids are taken in both), `ended` after it until
 * the operator closes it, `closed` once closed (reclaims open).
 */
export type AuctionPhase = "notStarted" | "live" | "ended" | "closed";

export function auctionPhase(auction: Auction, currentBlock: number): AuctionPhase {
  if (auction.status === "close") return "closed";
  if (currentBlock < auction.startBlock) return "notStarted";
  return currentBlock <= auction.endBlock ? "live" : "ended";
}
