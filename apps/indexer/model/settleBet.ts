import type { RoundPosition } from "./winningPosition.ts";

export type BetOutcome = "won" | "lost" | "refunded";

export interface SettledBet {
  readonly outcome: BetOutcome;
  /** What the bet can collect, in wei. */
  readonly payout: bigint;
}

/** What a settled round's row says about how it ended. */
export interface RoundSettlement {
  readonly failed: boolean;
  /** Null for a canceled round. */
  readonly position: RoundPosition | null;
  readonly rewardBaseCalAmount: bigint;
  readonly rewardAmount: bigint;
}

/**
 * How a bet in a settled round ends, by GriddlePrediction's rules: a canceled round, a tie, or a
 * round nobody bet on the winning side of (rewardBaseCalAmount 0) refunds the bet in full; otherwise
 * the winning side shares rewardAmount pro rata, rounded down as `claim` pays all but the round's last
 * claimer (who gets the remainder, at most a few wei more: the Claim event has the exact figure).
 */
export function settleBet(
  bet: { readonly position: "Bull" | "Bear"; readonly amount: bigint },
  round: RoundSettlement,
): SettledBet {
  if (round.failed || round.rewardBaseCalAmount === 0n) return { outcome: "refunded", payout: bet.amount };
  if (round.position !== bet.position) return { outcome: "lost", payout: 0n };
  return { outcome: "won", payout: (bet.amount * round.rewardAmount) / round.rewardBaseCalAmount };
}
