import { useAppChainConfig, useCurrentBlock } from "../../../shared/chain/index.ts";
import type { PredictionStatus } from "../data/model/PredictionMarket.ts";
import { usePredictionMarket } from "../data/usePredictionMarket.ts";
import { summarizeLiveRound, type LiveRoundSummary } from "./model/summarizeLiveRound.ts";

export interface LiveRoundState {
  /** False on a chain without the game. */
  readonly available: boolean;
  readonly status: PredictionStatus;
  /** Undefined while loading; null when no round is live (the first round, or after a cancel). */
  readonly summary: LiveRoundSummary | null | undefined;
}

/** The game's live round at a glance, for other areas (the home page's card); no account reads. */
export function useLiveRoundSummary(): LiveRoundState {
  const contracts = useAppChainConfig().contracts.prediction;
  const { market } = usePredictionMarket(contracts, undefined);
  const latestBlock = useCurrentBlock();
  const summary =
    market.rounds === undefined || latestBlock === undefined
      ? undefined
      : summarizeLiveRound(market.rounds, market.lastOraclePrice, BigInt(latestBlock));
  return { available: contracts !== undefined, status: market.status, summary };
}
