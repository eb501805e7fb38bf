import type { OraclePrice, PredictionRounds } from "../../data/model/PredictionMarket.ts";
import { computeRoundTiming } from "../../page/model/computeRoundTiming.ts";
import { priceDirection, type PriceDirection } from "../../page/model/priceDirection.ts";

/** The live round at a glance, for the home page's card. */
export interface LiveRoundSummary {
  readonly epoch: bigint;
  readonly lockPrice: bigint;
  /** The feed's latest price; null when it did not answer. */
  readonly livePrice: bigint | null;
  /** The live price against the lock price. */
  readonly direction: PriceDirection;
  /** The round's pot, in wei. */
  readonly prizePool: bigint;
  /** Until the round's end block, at 3 seconds a block. */
  readonly secondsLeft: number;
}

/**
 * The live round (the one before the current epoch, locked and not yet closed or canceled) with the
 * feed's latest price; null when there is none (before the second round, or after a cancel).
 */
export function summarizeLiveRound(
  rounds: PredictionRounds,
  lastOraclePrice: OraclePrice | null,
  currentBlock: bigint,
): LiveRoundSummary | null {
  const round = rounds.rounds.get(rounds.currentEpoch - 1n);
  if (round === undefined || round.cancelled || round.oracleCalled) return null;
  const livePrice = lastOraclePrice?.price ?? null;
  return {
    epoch: round.epoch,
    lockPrice: round.lockPrice,
    livePrice,
    direction: livePrice === null ? "flat" : priceDirection(round.lockPrice, livePrice),
    prizePool: round.totalAmount,
    secondsLeft: computeRoundTiming(round.lockBlock, round.endBlock, currentBlock).secondsLeft,
  };
}
