import type { Address, PublicClient } from "viem";
import { computeTwapAnswer, type PriceObservation } from "./computeTwapAnswer.ts";
import { findLatestBlockAtOrBefore, type TimedBlock } from "./findLatestBlockAtOrBefore.ts";
import { readPairObservation } from "./readPairObservation.ts";

/** The pair the oracle prices BNB from, and how to read its price. */
export interface TwapSource {
  readonly pair: Address;
  /** Whether WBNB is the pair's token0. */
  readonly baseIsToken0: boolean;
  readonly baseDecimals: number;
  readonly quoteDecimals: number;
  /** The oldest block to observe: the pair already had liquidity then (the game's deployment block). */
  readonly firstBlock: bigint;
}

export interface TwapReading {
  readonly answer: bigint;
  readonly older: PriceObservation;
  readonly newer: PriceObservation;
}

/**
 * The time-weighted average price over the `windowSeconds` before `head`, from the pair's
 * accumulators at `head` and at the latest block at least a window older (read at that past block,
 * so nothing is stored between ticks and a restart changes nothing). While the chain is younger
 * than the window, the average runs from `firstBlock`.
 */
export async function readTwapAnswer(
  publicClient: PublicClient,
  source: TwapSource,
  head: TimedBlock,
  windowSeconds: number,
  answerDecimals: number,
): Promise<TwapReading> {
  const olderBlock = await findLatestBlockAtOrBefore(
    head.timestamp - BigInt(windowSeconds),
    source.firstBlock,
    head.blockNumber,
    async (blockNumber) => (await publicClient.getBlock({ blockNumber })).timestamp,
  );
  const [older, newer] = await Promise.all([
    readPairObservation(publicClient, source.pair, olderBlock, source.firstBlock),
    readPairObservation(publicClient, source.pair, head, source.firstBlock),
  ]);
  const answer = computeTwapAnswer({ ...source, older, newer, answerDecimals });
  return { answer, older, newer };
}
