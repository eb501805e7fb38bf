import type { PredictionBet } from "../../model/PredictionRound.ts";
import type { AccountRound } from "./PredictionMarket.ts";

/** What this page did since its last read, kept until the chain shows it too. */
export interface LocalMarks {
  /** Bets whose transaction was mined, by epoch. */
  readonly entered: ReadonlyMap<bigint, PredictionBet>;
  /** Epochs whose claim was mined. */
  readonly claimed: ReadonlySet<bigint>;
}

export const NO_LOCAL_MARKS: LocalMarks = { entered: new Map(), claimed: new Set() };

const NOTHING_TO_CLAIM = { claimable: false, refundable: false } as const;

/**
 * The account's rounds with this page's mined bets and claims applied (spec 001 section 4: 'a bet
 * can be marked claimed'), so a card changes as soon as the receipt arrives, not a read later.
 */
export function applyLocalMarks(
  accountRounds: ReadonlyMap<bigint, AccountRound>,
  marks: LocalMarks,
): ReadonlyMap<bigint, AccountRound> {
  if (marks.entered.size === 0 && marks.claimed.size === 0) return accountRounds;
  const marked = new Map(accountRounds);
  for (const [epoch, bet] of marks.entered) {
    if (marked.get(epoch)?.bet) continue;
    marked.set(epoch, { bet, claimStatus: NOTHING_TO_CLAIM });
  }
  for (const epoch of marks.claimed) {
    const bet = marked.get(epoch)?.bet;
    if (bet) marked.set(epoch, { bet: { ...bet, claimed: true }, claimStatus: NOTHING_TO_CLAIM });
  }
  return marked;
}
