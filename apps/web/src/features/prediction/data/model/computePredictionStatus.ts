import type { MarketReads } from "./parseMarketReads.ts";
import type { PredictionStatus } from "./PredictionMarket.ts";

export interface PredictionStatusInputs {
  /** A read failed as a whole, or a round or a flag the screen needs did not answer. */
  readonly failed: boolean;
  /** Undefined until the market's first answer. */
  readonly market: MarketReads | undefined;
}

/**
 * Spec 001 section 4: error on a failed read ('Error fetching data'); initial until the market first
 * answers; paused when the contract is paused; live otherwise.
 */
export function computePredictionStatus({ failed, market }: PredictionStatusInputs): PredictionStatus {
  if (failed) return "error";
  if (market === undefined) return "initial";
  if (market.currentEpoch === null || market.paused === null) return "error";
  return market.paused ? "paused" : "live";
}
