/** The highest block seen so far, per chain id. */
export type BlockNumbers = Readonly<Record<number, number>>;

/**
 * Records a block number reported for a chain. Block numbers only move forward: a late answer from
 * a slower node or a poll that raced a subscription never takes the app back to an older block.
 * Returns the same object when nothing changes, so subscribers can skip re-rendering.
 */
export function recordBlockNumber(state: BlockNumbers, chainId: number, blockNumber: number): BlockNumbers {
  const current = state[chainId];
  if (!Number.isSafeInteger(blockNumber) || blockNumber < 0) return state;
  if (current !== undefined && blockNumber <= current) return state;
  return { ...state, [chainId]: blockNumber };
}
