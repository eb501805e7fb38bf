import { griddlePredictionAbi, priceFeedAggregatorAbi } from "@griddle/sdk";
import { BaseError, ContractFunctionRevertedError, type Address, type PublicClient } from "viem";
import type { PriceSubmissionState } from "./decidePriceSubmission.ts";

/** Whether a read failed because the feed has no answer yet (its `NoDataPresent`). */
function isNoDataPresent(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  return reverted instanceof ContractFunctionRevertedError && reverted.data?.errorName === "NoDataPresent";
}

/** The feed's latest answer and the game's next lock, all read at the head block. */
export async function readPriceSubmissionState(
  publicClient: PublicClient,
  contracts: { readonly game: Address; readonly feed: Address },
  head: { readonly blockNumber: bigint; readonly timestamp: bigint },
): Promise<PriceSubmissionState> {
  const game = { address: contracts.game, abi: griddlePredictionAbi, blockNumber: head.blockNumber } as const;
  const [latest, paused, genesisStartOnce, epoch, lastLockOracleRoundId] = await Promise.all([
    publicClient
      .readContract({
        address: contracts.feed,
        abi: priceFeedAggregatorAbi,
        functionName: "latestRoundData",
        blockNumber: head.blockNumber,
      })
      .catch((error: unknown) => {
        if (isNoDataPresent(error)) return undefined;
        throw error;
      }),
    publicClient.readContract({ ...game, functionName: "paused" }),
    publicClient.readContract({ ...game, functionName: "genesisStartOnce" }),
    publicClient.readContract({ ...game, functionName: "currentEpoch" }),
    publicClient.readContract({ ...game, functionName: "oracleLatestRoundId" }),
  ]);
  const open = !paused && genesisStartOnce;
  const round = open
    ? await publicClient.readContract({ ...game, functionName: "rounds", args: [epoch] })
    : undefined;
  return {
    headBlock: head.blockNumber,
    headTimestamp: head.timestamp,
    latestAnswer: latest === undefined ? undefined : { roundId: latest[0], updatedAt: latest[3] },
    lastLockOracleRoundId,
    openRound: round === undefined ? undefined : { epoch, lockBlock: round.lockBlock },
  };
}
