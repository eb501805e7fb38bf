import type { Hex } from "viem";
import { computeCollectAmount } from "../../model/computeCollectAmount.ts";
import { getBetResult, isBetCollectable, type BetResult } from "../../model/getBetResult.ts";
import type { Position } from "../../model/PredictionRound.ts";
import type { BetHistoryEntry } from "../data/model/BetHistoryEntry.ts";
import { toPredictionRound } from "./toPredictionRound.ts";

/** One line of the history pane. */
export interface BetHistoryRow {
  readonly id: string;
  readonly epoch: bigint;
  readonly position: Position;
  /** The bet, in wei. */
  readonly amount: bigint;
  readonly result: BetResult;
  readonly claimed: boolean;
  /** Not claimed yet, and won or refunded. */
  readonly collectable: boolean;
  /**
   * What the bet made, in wei: a win's collect amount (what its claim paid, once collected) less the
   * bet, a loss's bet negated, 0 for a refund or a canceled round; null while the round is live.
   */
  readonly pnl: bigint | null;
  /** The transaction that placed the bet. */
  readonly hash: Hex;
}

function profitAndLoss(entry: BetHistoryEntry, result: BetResult, collectAmount: bigint): bigint | null {
  switch (result) {
    case "win":
      return (entry.claimedAmount ?? collectAmount) - entry.amount;
    case "lose":
      return -entry.amount;
    case "canceled":
    case "refund":
      return 0n;
    case "live":
      return null;
  }
}

/**
 * The pane's lines, newest first as given. `currentEpoch` is the game's, from the chain; until it is
 * known the newest round bet in stands for it, so a round that has not closed reads as live.
 */
export function describeBets(
  entries: readonly BetHistoryEntry[],
  currentEpoch: bigint | undefined,
): readonly BetHistoryRow[] {
  const epoch =
    currentEpoch ??
    entries.reduce((newest, entry) => (entry.round.epoch > newest ? entry.round.epoch : newest), 0n);
  return entries.map((entry) => {
    const round = toPredictionRound(entry.round);
    const bet = { position: entry.position, amount: entry.amount, claimed: entry.claimed };
    const result = getBetResult(round, bet, epoch);
    return {
      id: entry.id,
      epoch: entry.round.epoch,
      position: entry.position,
      amount: entry.amount,
      result,
      claimed: entry.claimed,
      collectable: isBetCollectable(round, bet, epoch),
      pnl: profitAndLoss(entry, result, computeCollectAmount(round, bet, result)),
      hash: entry.hash,
    };
  });
}
