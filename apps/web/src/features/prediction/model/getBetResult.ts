import type { PredictionBet, PredictionRound } from "./PredictionRound.ts";

/**
 * Spec 001 section 4's bet results, plus `refund` for the contract's no-winner rule: a tie, or a
 * round nobody bet on the winning side of, refunds every bet in full (GriddlePrediction's NatSpec).
 */
export type BetResult = "win" | "lose" | "canceled" | "live" | "refund";

/** The winning side of a closed round, or null for a tie. */
export function winningPosition(round: Pick<PredictionRound, "lockPrice" | "closePrice">) {
  if (round.closePrice > round.lockPrice) return "Bull";
  if (round.closePrice < round.lockPrice) return "Bear";
  return null;
}

/**
 * Canceled if the round failed; live while the round is the current one or the one before it (not
 * yet closed); otherwise win when the bet's side matches the price's direction.
 */
export function getBetResult(round: PredictionRound, bet: PredictionBet, currentEpoch: bigint): BetResult {
  if (round.cancelled) return "canceled";
  if (round.epoch >= currentEpoch - 1n && !round.oracleCalled) return "live";
  if (round.rewardBaseCalAmount === 0n) return "refund";
  return winningPosition(round) === bet.position ? "win" : "lose";
}

/** Whether `bet` can still be collected: not claimed, and won or refunded (canceled or no winners). */
export function isBetCollectable(round: PredictionRound, bet: PredictionBet, currentEpoch: bigint): boolean {
  if (bet.amount === 0n || bet.claimed) return false;
  const result = getBetResult(round, bet, currentEpoch);
  return result === "win" || result === "canceled" || result === "refund";
}
