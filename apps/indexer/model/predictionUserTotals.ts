import type { SettledBet } from "./settleBet.ts";

/** A bettor's totals, BNB in wei. */
export interface PredictionUserTotals {
  readonly totalBets: number;
  readonly totalBetsBull: number;
  readonly totalBetsBear: number;
  readonly totalBNB: bigint;
  readonly roundsWon: number;
  readonly roundsLost: number;
  readonly totalBNBClaimed: bigint;
  /** Over settled rounds: what the bets returned less what they staked. */
  readonly netBNB: bigint;
}

export const NO_PREDICTION_TOTALS: PredictionUserTotals = {
  totalBets: 0,
  totalBetsBull: 0,
  totalBetsBear: 0,
  totalBNB: 0n,
  roundsWon: 0,
  roundsLost: 0,
  totalBNBClaimed: 0n,
  netBNB: 0n,
};

/** Only the totals of `row`, which may be a whole table row: what a database update may set. */
function totalsOf(row: PredictionUserTotals): PredictionUserTotals {
  const {
    totalBets,
    totalBetsBull,
    totalBetsBear,
    totalBNB,
    roundsWon,
    roundsLost,
    totalBNBClaimed,
    netBNB,
  } = row;
  return {
    totalBets,
    totalBetsBull,
    totalBetsBear,
    totalBNB,
    roundsWon,
    roundsLost,
    totalBNBClaimed,
    netBNB,
  };
}

/** A new bet counts at once; its result waits for the round's settlement. */
export function addBetToTotals(
  totals: PredictionUserTotals,
  bet: { readonly position: "Bull" | "Bear"; readonly amount: bigint },
): PredictionUserTotals {
  return {
    ...totalsOf(totals),
    totalBets: totals.totalBets + 1,
    totalBetsBull: totals.totalBetsBull + (bet.position === "Bull" ? 1 : 0),
    totalBetsBear: totals.totalBetsBear + (bet.position === "Bear" ? 1 : 0),
    totalBNB: totals.totalBNB + bet.amount,
  };
}

/**
 * A bet's round settled: a win or a loss counts, and the net moves by what the bet can collect less
 * what it staked (nothing for a refund, which is why canceled rounds need no settling).
 */
export function addSettlementToTotals(
  totals: PredictionUserTotals,
  amount: bigint,
  settled: SettledBet,
): PredictionUserTotals {
  return {
    ...totalsOf(totals),
    roundsWon: totals.roundsWon + (settled.outcome === "won" ? 1 : 0),
    roundsLost: totals.roundsLost + (settled.outcome === "lost" ? 1 : 0),
    netBNB: totals.netBNB + settled.payout - amount,
  };
}

/**
 * A claim paid `claimedAmount` for a bet settled to pay `payout`: the two differ only for a round's
 * last winner to claim, whom the game pays the rounding remainder, so the net takes the difference.
 */
export function addClaimToTotals(
  totals: PredictionUserTotals,
  claimedAmount: bigint,
  payout: bigint,
): PredictionUserTotals {
  return {
    ...totalsOf(totals),
    totalBNBClaimed: totals.totalBNBClaimed + claimedAmount,
    netBNB: totals.netBNB + claimedAmount - payout,
  };
}
