import type { AccountRound } from "../../data/model/PredictionMarket.ts";
import { computeCollectAmount } from "../../model/computeCollectAmount.ts";
import type { PredictionRound } from "../../model/PredictionRound.ts";

/** What a card offers to collect: winnings ('Collect Winnings') or a refund ('Reclaim'), and how much. */
export interface RoundCollectAction {
  readonly kind: "collect" | "reclaim";
  /** In wei: what the claim pays (computeCollectAmount). */
  readonly amount: bigint;
}

/**
 * The collect action of a round for the account, from the game's own claimable and refundable flags
 * (so a card never offers a claim that would revert); null when there is nothing to collect.
 */
export function roundCollectAction(
  round: PredictionRound,
  accountRound: AccountRound | undefined,
): RoundCollectAction | null {
  const bet = accountRound?.bet;
  if (!bet || bet.claimed) return null;
  if (accountRound.claimStatus.claimable) {
    return { kind: "collect", amount: computeCollectAmount(round, bet, "win") };
  }
  if (accountRound.claimStatus.refundable)
    return { kind: "reclaim", amount: computeCollectAmount(round, bet, "refund") };
  return null;
}
