/** Spec 001 section 9: the market and the account's bets poll fast, the game's settings slowly. */
export type PollSpeed = "fast" | "slow";

export const POLL_INTERVAL_MS: Readonly<Record<PollSpeed, number>> = { fast: 10_000, slow: 60_000 };

/** A poll interval in whole blocks, at least 1: 10 s is 3 blocks of 3 s, 60 s is 20. */
export function pollIntervalBlocks(intervalMs: number, blockTimeSeconds: number): number {
  return Math.max(1, Math.round(intervalMs / (blockTimeSeconds * 1000)));
}

/**
 * The block a poll reads at: the latest block rounded down to a multiple of the poll's interval, so
 * the reads are made again once per interval (and all polls of one speed share a block and a batch),
 * or `refreshBlock` when newer: a write's receipt block, whose effects must show at once. Undefined
 * while no block is known.
 */
export function pollReadBlock(
  latestBlock: number | undefined,
  intervalBlocks: number,
  refreshBlock = 0,
): number | undefined {
  if (latestBlock === undefined) return undefined;
  return Math.max(latestBlock - (latestBlock % intervalBlocks), refreshBlock);
}
