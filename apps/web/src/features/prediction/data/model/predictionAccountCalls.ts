import type { Address, ContractFunctionParameters } from "viem";
import { griddlePredictionAbi } from "@griddle/sdk";
import type { PredictionContracts } from "../../../../shared/chain/index.ts";

/** Reads per epoch in predictionAccountCalls. */
export const ACCOUNT_CALLS_PER_EPOCH = 3;

/**
 * The account's side of each epoch, polled fast with the market: [ledger, claimable, refundable] per
 * epoch, in order. parseAccountRoundReads reads one epoch's three back.
 */
export function predictionAccountCalls(
  contracts: PredictionContracts,
  epochs: readonly bigint[],
  account: Address,
): readonly ContractFunctionParameters[] {
  const { game } = contracts;
  return epochs.flatMap((epoch) => [
    { address: game, abi: griddlePredictionAbi, functionName: "ledger", args: [epoch, account] },
    { address: game, abi: griddlePredictionAbi, functionName: "claimable", args: [epoch, account] },
    { address: game, abi: griddlePredictionAbi, functionName: "refundable", args: [epoch, account] },
  ]);
}
