/** Blocks and seconds left until a block, at a block time; zeros once it is reached. */
export interface BlockCountdown {
  readonly blocks: number;
  readonly seconds: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

/** The countdown from `currentBlock` to `targetBlock` at `blockTimeSeconds` a block. */
export function blockCountdown(
  currentBlock: number,
  targetBlock: number,
  blockTimeSeconds: number,
): BlockCountdown {
  const blocks = Math.max(0, targetBlock - currentBlock);
  const seconds = blocks * blockTimeSeconds;
  return {
    blocks,
    seconds,
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
    minutes: Math.floor((seconds % 3_600) / 60),
  };
}
