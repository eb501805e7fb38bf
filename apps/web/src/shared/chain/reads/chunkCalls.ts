/** The most calls one multicall request carries (spec: 'Multicall chunk: 500 calls'). */
export const MAX_CALLS_PER_CHUNK = 500;

/** Splits calls, in order, into chunks of at most `maxPerChunk`: one JSON-RPC request each. */
export function chunkCalls<item>(
  items: readonly item[],
  maxPerChunk: number = MAX_CALLS_PER_CHUNK,
): item[][] {
  if (!Number.isSafeInteger(maxPerChunk) || maxPerChunk < 1) {
    throw new RangeError(`A chunk must hold at least one call, got ${maxPerChunk}`);
  }
  const chunks: item[][] = [];
  for (let start = 0; start < items.length; start += maxPerChunk) {
    chunks.push(items.slice(start, start + maxPerChunk));
  }
  return chunks;
}
