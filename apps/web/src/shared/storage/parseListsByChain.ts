import { parseStoredObject } from "./parseStoredObject.ts";

/** Lists kept per chain id, as the app persists imported tokens and saved pairs. */
export type ListsByChain<T> = Readonly<Record<string, readonly T[]>>;

/**
 * Reads a persisted `{ [chainId]: item[] }` blob. An entry `parseItem` rejects (hand-edited or
 * corrupt) is dropped rather than breaking the app; unreadable JSON, or anything that is not such a
 * map, means nothing was stored.
 */
export function parseListsByChain<T>(
  raw: string | null,
  parseItem: (value: unknown) => T | null,
): ListsByChain<T> {
  const result: Record<string, T[]> = {};
  for (const [chainId, items] of Object.entries(parseStoredObject(raw))) {
    if (!Array.isArray(items)) continue;
    result[chainId] = items.map(parseItem).filter((item): item is T => item !== null);
  }
  return result;
}
