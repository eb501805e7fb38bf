import { BLOCK_TIME_SECONDS } from "../../../../shared/chain/index.ts";

export interface RoundTiming {
  /** Blocks until `toBlock`, 0 once it is reached. */
  readonly blocksLeft: bigint;
  /** The blocks left at 3 seconds a block. */
  readonly secondsLeft: number;
  /** How far from `fromBlock` to `toBlock` the chain is, 0 to 1. */
  readonly progress: number;
}

/**
 * A phase's progress and time left, counted in blocks (the game is block-based) and shown in time
 * at the chain's 3 seconds a block: from start to lock for the next round, lock to end for the live one.
 */
export function computeRoundTiming(fromBlock: bigint, toBlock: bigint, currentBlock: bigint): RoundTiming {
  const blocksLeft = toBlock > currentBlock ? toBlock - currentBlock : 0n;
  const length = toBlock - fromBlock;
  const done = currentBlock - fromBlock;
  let progress = 1;
  if (length > 0n && done < length) progress = done <= 0n ? 0 : Number(done) / Number(length);
  return { blocksLeft, secondsLeft: Number(blocksLeft) * BLOCK_TIME_SECONDS, progress };
}
