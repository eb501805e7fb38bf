import type { LotteryRound } from "../../model/LotteryRound.ts";

const BASIS_POINTS = 10_000n;

export interface PrizeBracketRow {
  /** 'Match first N': N = bracket + 1. */
  readonly matchFirst: number;
  /** The bracket's share of the prize pot. */
  readonly cake: bigint;
  /** Each winning ticket's prize; 0 while not drawn or when no ticket won. */
  readonly perTicket: bigint;
  readonly winners: bigint;
}

export interface PrizeBrackets {
  readonly rows: readonly PrizeBracketRow[];
  /** The treasury's cut (burn), off the pot before the brackets share it. */
  readonly treasury: bigint;
}

/**
 * The prize brackets table of a round: the pot less the treasury's fee, split by the round's
 * breakdown (spec 001 section 9: 6 brackets), the winners per bracket and each one's prize.
 */
export function prizeBrackets(round: LotteryRound): PrizeBrackets {
  const treasury = (round.amountCollectedInCake * round.treasuryFee) / BASIS_POINTS;
  const prizePot = round.amountCollectedInCake - treasury;
  const rows = round.rewardsBreakdown.map((share, bracket) => ({
    matchFirst: bracket + 1,
    cake: (prizePot * share) / BASIS_POINTS,
    perTicket: round.cakePerBracket[bracket] ?? 0n,
    winners: round.countWinnersPerBracket[bracket] ?? 0n,
  }));
  return { rows, treasury };
}
