import type { Auction } from "./Auction.ts";
import type { AuctionPhase } from "./auctionPhase.ts";

/** Blocks until the next change of phase and about how long that is. */
export interface AuctionCountdown {
  /** What the countdown runs to: the first bid block, or the end of bidding. */
  readonly until: "start" | "end";
  readonly blocks: number;
  readonly seconds: number;
}

/**
 * The countdown of a not-yet-started or live auction (spec 001: 'countdown in blocks and time'): to
 * its start block, or to the first block past its end block, at `blockTimeSeconds` a block. Null in
 * the other phases.
 */
export function auctionCountdown(
  auction: Auction,
  phase: AuctionPhase,
  currentBlock: number,
  blockTimeSeconds: number,
): AuctionCountdown | null {
  if (phase === "notStarted") {
    const blocks = auction.startBlock - currentBlock;
    return { until: "start", blocks, seconds: blocks * blockTimeSeconds };
  }
  if (phase === "live") {
    const blocks = auction.endBlock + 1 - currentBlock;
    return { until: "end", blocks, seconds: blocks * blockTimeSeconds };
  }
  return null;
}

/** Whole days, hours and minutes of `seconds` (rounded up to the minute, so a last minute shows as 1m). */
export function splitDuration(seconds: number): { days: number; hours: number; minutes: number } {
  const totalMinutes = Math.ceil(Math.max(0, seconds) / 60);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}
