import type { BetResult } from "./getBetResult.ts";
import type { PredictionBet, PredictionRound } from "./PredictionRound.ts";

/**
 * What `claim` pays for a bet, in wei: a winner's share of the reward (amount × rewardAmount /
 * rewardBaseCalAmount, rounded down as the contract does), the whole bet for a refund, else 0.
 */
export function computeCollectAmount(
  round: Pick<PredictionRound, "rewardAmount" | "rewardBaseCalAmount">,
  bet: Pick<PredictionBet, "amount">,
  result: BetResult,
): bigint {
  if (result === "canceled" || result === "refund") return bet.amount;
  if (result !== "win" || round.rewardBaseCalAmount === 0n) return 0n;
  return (bet.amount * round.rewardAmount) / round.rewardBaseCalAmount;
}
