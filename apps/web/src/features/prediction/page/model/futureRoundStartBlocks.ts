/**
 * Blocks a round starts after the one before it locks: the operator keeper's transaction lands a few
 * blocks after the lock block (spec 001 sections 4 and 9: 3 extra blocks between rounds).
 */
export const ROUND_START_DELAY_BLOCKS = 3n;

/**
 * Where the next `count` rounds after the current one should start, estimated from the current
 * round's start: each starts at the previous start plus the interval plus 3 blocks (spec 001
 * section 4), since a round locks `intervalBlocks` after it starts and the next starts then.
 */
export function futureRoundStartBlocks(
  currentStartBlock: bigint,
  intervalBlocks: bigint,
  count: number,
): readonly bigint[] {
  const starts: bigint[] = [];
  let start = currentStartBlock;
  for (let index = 0; index < count; index += 1) {
    start += intervalBlocks + ROUND_START_DELAY_BLOCKS;
    starts.push(start);
  }
  return starts;
}
