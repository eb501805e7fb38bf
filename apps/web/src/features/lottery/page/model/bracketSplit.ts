import type { LotteryRound } from "../../model/LotteryRound.ts";

export interface BracketSplitRow {
  readonly matchFirst: number;
  /** Percent of the prize pot, e.g. 2.5. */
  readonly percent: number;
}

/** 'How to Play': each bracket's share of the prize pot and the treasury's cut, in percent, from the round's settings. */
export function bracketSplit(round: LotteryRound): {
  readonly rows: BracketSplitRow[];
  readonly treasuryPercent: number;
} {
  return {
    rows: round.rewardsBreakdown.map((share, bracket) => ({
      matchFirst: bracket + 1,
      percent: Number(share) / 100,
    })),
    treasuryPercent: Number(round.treasuryFee) / 100,
  };
}
