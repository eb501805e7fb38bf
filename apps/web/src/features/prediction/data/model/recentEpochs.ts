/** How many rounds the screen reads: the current one and the 5 before it (spec 001 section 7). */
export const RECENT_ROUND_COUNT = 6;

/** The epochs read for `currentEpoch`, oldest first: current - 5 to current, from epoch 1 on. */
export function recentEpochs(currentEpoch: bigint): readonly bigint[] {
  const epochs: bigint[] = [];
  for (let epoch = currentEpoch - BigInt(RECENT_ROUND_COUNT - 1); epoch <= currentEpoch; epoch += 1n) {
    if (epoch >= 1n) epochs.push(epoch);
  }
  return epochs;
}
