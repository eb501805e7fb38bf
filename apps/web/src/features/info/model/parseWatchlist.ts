import type { Address } from "viem";

/** The tokens and pairs a visitor watches, by lower-case address. */
export interface Watchlist {
  readonly tokens: readonly Address[];
  readonly pairs: readonly Address[];
}

export const EMPTY_WATCHLIST: Watchlist = { tokens: [], pairs: [] };

const ADDRESS = /^0x[0-9a-f]{40}$/;

function addresses(value: unknown): Address[] {
  if (!Array.isArray(value)) return [];
  const valid = value
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.toLowerCase())
    .filter((item): item is Address => ADDRESS.test(item));
  return [...new Set(valid)];
}

/**
 * The watchlist stored as JSON text; whatever else is stored (nothing, other JSON, entries that are
 * not addresses, from an older version or edited by hand) leaves out what cannot be read.
 */
export function parseWatchlist(stored: string | null): Watchlist {
  if (stored === null) return EMPTY_WATCHLIST;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return EMPTY_WATCHLIST;
  }
  if (typeof parsed !== "object" || parsed === null) return EMPTY_WATCHLIST;
  const record = parsed as Record<string, unknown>;
  return { tokens: addresses(record.tokens), pairs: addresses(record.pairs) };
}

/** The watchlist with the address added, or taken out when it was there. */
export function toggleWatched(watchlist: Watchlist, kind: keyof Watchlist, address: Address): Watchlist {
  const id = address.toLowerCase() as Address;
  const current = watchlist[kind];
  const next = current.includes(id) ? current.filter((item) => item !== id) : [...current, id];
  return { ...watchlist, [kind]: next };
}
