import type { ContractFunctionParameters } from "viem";
import { griddlePredictionAbi, priceFeedAggregatorAbi } from "@griddle/sdk";
import type { PredictionContracts } from "../../../../shared/chain/index.ts";

/**
 * The game's moving figures, polled fast (spec 001 section 9): [currentEpoch, paused, the feed's
 * latestRoundData]. parseMarketReads reads them back.
 */
export function predictionMarketCalls(contracts: PredictionContracts): readonly ContractFunctionParameters[] {
  return [
    { address: contracts.game, abi: griddlePredictionAbi, functionName: "currentEpoch" },
    { address: contracts.game, abi: griddlePredictionAbi, functionName: "paused" },
    { address: contracts.priceFeed, abi: priceFeedAggregatorAbi, functionName: "latestRoundData" },
  ];
}

/**
 * The game's settings, polled slowly (spec 001 section 9): [intervalBlocks, bufferBlocks,
 * minBetAmount, rewardRate]. parseSettingsReads reads them back.
 */
export function predictionSettingsCalls(
  contracts: PredictionContracts,
): readonly ContractFunctionParameters[] {
  const { game } = contracts;
  return [
    { address: game, abi: griddlePredictionAbi, functionName: "intervalBlocks" },
    { address: game, abi: griddlePredictionAbi, functionName: "bufferBlocks" },
    { address: game, abi: griddlePredictionAbi, functionName: "minBetAmount" },
    { address: game, abi: griddlePredictionAbi, functionName: "rewardRate" },
  ];
}

/** rounds(epoch) for each epoch, in order. */
export function predictionRoundCalls(
  contracts: PredictionContracts,
  epochs: readonly bigint[],
): readonly ContractFunctionParameters[] {
  return epochs.map((epoch) => ({
    address: contracts.game,
    abi: griddlePredictionAbi,
    functionName: "rounds",
    args: [epoch],
  }));
}
