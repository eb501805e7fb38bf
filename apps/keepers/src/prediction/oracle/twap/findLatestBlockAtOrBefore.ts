/** A block and its timestamp in seconds. */
export interface TimedBlock {
  readonly blockNumber: bigint;
  readonly timestamp: bigint;
}

/**
 * The latest block from `first` to `last` whose timestamp is at most `target`, by binary search over
 * `timestampOf` (block timestamps never decrease); `first` when even it is later, which is the oldest
 * observation there is. Asks for about log2(last - first) timestamps.
 */
export async function findLatestBlockAtOrBefore(
  target: bigint,
  first: bigint,
  last: bigint,
  timestampOf: (blockNumber: bigint) => Promise<bigint>,
): Promise<TimedBlock> {
  let low = first;
  let lowTimestamp = await timestampOf(first);
  if (lowTimestamp > target) return { blockNumber: first, timestamp: lowTimestamp };
  let high = last;
  // Invariant: block `low` is at or before the target, and every block after `high` is later.
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    const timestamp = await timestampOf(middle);
    if (timestamp <= target) {
      low = middle;
      lowTimestamp = timestamp;
    } else {
      high = middle - 1n;
    }
  }
  return { blockNumber: low, timestamp: lowTimestamp };
}
