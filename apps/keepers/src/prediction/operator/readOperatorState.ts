import { griddlePredictionAbi } from "@griddle/sdk";
import type { Address, PublicClient } from "viem";
import type { OperatorState } from "./decideOperatorAction.ts";

/** The game at `blockNumber` as the operator decides on it, with its current epoch and operator. */
export interface OperatorReading extends OperatorState {
  readonly epoch: bigint;
  readonly operator: Address;
}

/** Reads everything the operator's decision needs at one block, so the answers agree. */
export async function readOperatorState(
  publicClient: PublicClient,
  game: Address,
  blockNumber: bigint,
): Promise<OperatorReading> {
  const at = { address: game, abi: griddlePredictionAbi, blockNumber } as const;
  const [paused, genesisStartOnce, genesisLockOnce, epoch, bufferBlocks, operator] = await Promise.all([
    publicClient.readContract({ ...at, functionName: "paused" }),
    publicClient.readContract({ ...at, functionName: "genesisStartOnce" }),
    publicClient.readContract({ ...at, functionName: "genesisLockOnce" }),
    publicClient.readContract({ ...at, functionName: "currentEpoch" }),
    publicClient.readContract({ ...at, functionName: "bufferBlocks" }),
    publicClient.readContract({ ...at, functionName: "operatorAddress" }),
  ]);
  const { lockBlock } = await publicClient.readContract({ ...at, functionName: "rounds", args: [epoch] });
  return { paused, genesisStartOnce, genesisLockOnce, blockNumber, lockBlock, bufferBlocks, epoch, operator };
}
