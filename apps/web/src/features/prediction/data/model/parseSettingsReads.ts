import { uintOrNull } from "../../../../shared/chain/index.ts";
import type { PredictionSettings } from "./PredictionMarket.ts";

/** Reads back predictionSettingsCalls; null when any of them failed, as bets cannot be checked without. */
export function parseSettingsReads(results: readonly unknown[]): PredictionSettings | null {
  const [intervalBlocks, bufferBlocks, minBetAmount, rewardRate] = results.map(uintOrNull);
  if (
    intervalBlocks === undefined ||
    intervalBlocks === null ||
    bufferBlocks === undefined ||
    bufferBlocks === null ||
    minBetAmount === undefined ||
    minBetAmount === null ||
    rewardRate === undefined ||
    rewardRate === null
  ) {
    return null;
  }
  return { intervalBlocks, bufferBlocks, minBetAmount, rewardRate };
}
