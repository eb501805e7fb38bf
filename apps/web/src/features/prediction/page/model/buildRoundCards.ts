import type { PredictionRound } from "../../model/PredictionRound.ts";
import { futureRoundStartBlocks } from "./futureRoundStartBlocks.ts";

/** How many rounds after the next one the screen announces (spec 001 section 2). */
export const FUTURE_ROUND_COUNT = 2;

/**
 * A card's kind: a round over ('expired'), canceled, between lock and end ('live'), taking bets
 * ('next'), or not started yet ('later').
 */
export type RoundCardKind = "expired" | "canceled" | "live" | "next" | "later";

export type RoundCard =
  | {
      readonly kind: Exclude<RoundCardKind, "later">;
      readonly epoch: bigint;
      readonly round: PredictionRound;
    }
  | { readonly kind: "later"; readonly epoch: bigint; readonly startBlock: bigint };

export interface BuildRoundCardsParameters {
  readonly currentEpoch: bigint;
  /** The recent rounds by epoch. */
  readonly rounds: ReadonlyMap<bigint, PredictionRound>;
  /** Undefined until the settings are read: no future cards until then. */
  readonly intervalBlocks: bigint | undefined;
  /** A paused game starts no rounds, so it announces none. */
  readonly paused: boolean;
}

function kindOf(round: PredictionRound, currentEpoch: bigint): Exclude<RoundCardKind, "later"> {
  if (round.cancelled) return "canceled";
  if (round.epoch === currentEpoch) return "next";
  if (round.epoch === currentEpoch - 1n && !round.oracleCalled) return "live";
  return "expired";
}

/**
 * The carousel's cards, oldest first: the expired rounds, the live one, the next one (the current
 * epoch, which takes bets) and 2 future rounds with their estimated start blocks.
 */
export function buildRoundCards({
  currentEpoch,
  rounds,
  intervalBlocks,
  paused,
}: BuildRoundCardsParameters): readonly RoundCard[] {
  const cards: RoundCard[] = [...rounds.values()]
    .filter((round) => round.epoch <= currentEpoch)
    .sort((a, b) => (a.epoch < b.epoch ? -1 : 1))
    .map((round) => ({ kind: kindOf(round, currentEpoch), epoch: round.epoch, round }));
  const current = rounds.get(currentEpoch);
  if (paused || current === undefined || intervalBlocks === undefined) return cards;
  futureRoundStartBlocks(current.startBlock, intervalBlocks, FUTURE_ROUND_COUNT).forEach(
    (startBlock, index) => {
      cards.push({ kind: "later", epoch: currentEpoch + BigInt(index + 1), startBlock });
    },
  );
  return cards;
}
