import { parseUnits } from "viem";
import { CAKE_DECIMALS } from "../../../shared/chain/index.ts";
import type { AuctionPhase } from "./auctionPhase.ts";

/** Bids are whole multiples of 10 CAKE (spec 001 sections 5 and 9). */
export const BID_UNIT = 10n * 10n ** BigInt(CAKE_DECIMALS);

export interface BidContext {
  readonly phase: AuctionPhase;
  readonly whitelisted: boolean;
  /** The bidder's total so far in this auction: 0 before its first bid. */
  readonly currentBid: bigint;
  readonly initialBidAmount: bigint;
  /** The bidder's CAKE; undefined while it loads (the balance check waits for it). */
  readonly balance: bigint | undefined;
}

/** Why a bid cannot be placed, in the order they are checked. */
export type BidProblem =
  "notLive" | "notWhitelisted" | "empty" | "notMultipleOfTen" | "belowInitialBid" | "insufficientBalance";

export type BidValidation =
  { readonly ok: true; readonly amount: bigint } | { readonly ok: false; readonly problem: BidProblem };

const DECIMAL = /^(\d*)\.?(\d*)$/;

/**
 * The typed bid against the auction's rules (spec 001 section 5): the auction takes bids, the wallet
 * is whitelisted, the amount is a positive multiple of 10 CAKE, a first bid reaches the initial bid
 * amount, and the wallet holds the CAKE. Text that is not a number of CAKE is not a multiple of 10.
 */
export function validateBid(text: string, context: BidContext): BidValidation {
  if (context.phase !== "live") return { ok: false, problem: "notLive" };
  if (!context.whitelisted) return { ok: false, problem: "notWhitelisted" };
  const trimmed = text.trim();
  if (trimmed === "" || trimmed === ".") return { ok: false, problem: "empty" };
  const match = DECIMAL.exec(trimmed);
  if (!match || (match[2] ?? "").length > CAKE_DECIMALS) return { ok: false, problem: "notMultipleOfTen" };
  const amount = parseUnits(trimmed, CAKE_DECIMALS);
  if (amount === 0n || amount % BID_UNIT !== 0n) return { ok: false, problem: "notMultipleOfTen" };
  if (context.currentBid === 0n && amount < context.initialBidAmount) {
    return { ok: false, problem: "belowInitialBid" };
  }
  if (context.balance !== undefined && amount > context.balance) {
    return { ok: false, problem: "insufficientBalance" };
  }
  return { ok: true, amount };
}
