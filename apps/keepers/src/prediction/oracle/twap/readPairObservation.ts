import { griddlePairAbi } from "@griddle/sdk";
import type { Address, PublicClient } from "viem";
import type { PriceObservation } from "./computeTwapAnswer.ts";
import { currentCumulativePrices } from "./currentCumulativePrices.ts";
import type { TimedBlock } from "./findLatestBlockAtOrBefore.ts";
import { latestBlockWithState } from "./latestBlockWithState.ts";

/**
 * The pair's accumulators at `block`'s time, read from its state after that block (an archive read;
 * for a block without state of its own, the state of the last one before it: see
 * latestBlockWithState). `first` is a block the pair already existed in.
 */
export async function readPairObservation(
  publicClient: PublicClient,
  pair: Address,
  block: TimedBlock,
  first: bigint,
): Promise<PriceObservation> {
  const stateBlock = await latestBlockWithState(publicClient, pair, block.blockNumber, first);
  const at = { address: pair, abi: griddlePairAbi, blockNumber: stateBlock } as const;
  const [price0CumulativeLast, price1CumulativeLast, [reserve0, reserve1, blockTimestampLast]] =
    await Promise.all([
      publicClient.readContract({ ...at, functionName: "price0CumulativeLast" }),
      publicClient.readContract({ ...at, functionName: "price1CumulativeLast" }),
      publicClient.readContract({ ...at, functionName: "getReserves" }),
    ]);
  return {
    ...block,
    cumulative: currentCumulativePrices(
      { price0CumulativeLast, price1CumulativeLast, reserve0, reserve1, blockTimestampLast },
      block.timestamp,
    ),
  };
}
