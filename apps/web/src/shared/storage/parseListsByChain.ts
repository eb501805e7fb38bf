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
  // Built with fromEntries: `result[chainId] = …` with a stored key "__proto__" would set the
  // result's prototype to that chain's list instead of keeping it as an entry.
  return Object.fromEntries(
    Object.entries(parseStoredObject(raw))
      .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
      .map(([chainId, items]) => [chainId, items.map(parseItem).filter((item): item is T => item !== null)]),
  );
}
