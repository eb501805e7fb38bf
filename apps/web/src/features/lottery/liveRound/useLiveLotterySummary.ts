import { useChainClock } from "../data/useChainClock.ts";
import { useLiveLottery } from "../data/useLiveLottery.ts";
import type { LotteryRound } from "../model/LotteryRound.ts";
import { lotteryPhase, type LotteryPhase } from "../page/model/lotteryPhase.ts";

export interface LiveLotterySummary {
  /** False on a chain without the lottery. */
  readonly available: boolean;
  readonly failed: boolean;
  /** Undefined while loading; null before the first round. */
  readonly round: LotteryRound | null | undefined;
  readonly phase: LotteryPhase | undefined;
  /** Seconds to the end of sales by the chain's clock; undefined until known. */
  readonly secondsLeft: number | undefined;
}

/** The live round at a glance, for other areas (the home page's card); no account reads. */
export function useLiveLotterySummary(): LiveLotterySummary {
  const { available, round, error } = useLiveLottery(undefined);
  const now = useChainClock();
  return {
    available,
    failed: error !== null,
    round,
    phase: round && now !== undefined ? lotteryPhase(round, now) : undefined,
    secondsLeft: round && now !== undefined ? Math.max(0, round.endTime - now) : undefined,
  };
}
