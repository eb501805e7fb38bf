import type { PredictionRound } from "../../model/PredictionRound.ts";
import type { IndexedRound } from "../data/model/BetHistoryEntry.ts";

/**
 * The indexed round as the game's `rounds(epoch)` would return it, for the area's bet rules: a price
 * not set yet reads 0, the oracle ids likewise, and a round with a close price has had its oracle call.
 */
export function toPredictionRound(round: IndexedRound): PredictionRound {
  return {
    epoch: round.epoch,
    startBlock: round.startBlock,
    lockBlock: round.lockBlock,
    endBlock: round.endBlock,
    lockPrice: round.lockPrice ?? 0n,
    closePrice: round.closePrice ?? 0n,
    lockOracleId: round.lockRoundId ?? 0n,
    closeOracleId: round.closeRoundId ?? 0n,
    totalAmount: round.totalAmount,
    bullAmount: round.bullAmount,
    bearAmount: round.bearAmount,
    rewardBaseCalAmount: round.rewardBaseCalAmount,
    rewardAmount: round.rewardAmount,
    oracleCalled: round.closePrice !== null,
    cancelled: round.failed,
    rewardRate: round.rewardRate,
    treasuryRate: round.treasuryRate,
  };
}
