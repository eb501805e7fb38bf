/** A pool's blocks countdown: to its start while it has not started, then to its end. */
export interface PoolBlockCountdown {
  readonly kind: "starts" | "ends";
  readonly blocks: number;
  /** The block counted down to, for the explorer's countdown page. */
  readonly targetBlock: number;
}

/**
 * Spec 000 section 4: not started until the blocks left to the start reach 0, then the blocks left to
 * the end. Undefined when there is nothing to count: the block is unknown, the pool never ends (the
 * manual CAKE pool) or it has ended.
 */
export function getPoolBlockCountdown(
  pool: { readonly startBlock: number; readonly endBlock: number | null },
  currentBlock: number | undefined,
): PoolBlockCountdown | undefined {
  if (currentBlock === undefined) return undefined;
  const blocksUntilStart = Math.max(pool.startBlock - currentBlock, 0);
  if (blocksUntilStart > 0) return { kind: "starts", blocks: blocksUntilStart, targetBlock: pool.startBlock };
  if (pool.endBlock === null) return undefined;
  const blocksRemaining = pool.endBlock - currentBlock;
  return blocksRemaining > 0
    ? { kind: "ends", blocks: blocksRemaining, targetBlock: pool.endBlock }
    : undefined;
}
