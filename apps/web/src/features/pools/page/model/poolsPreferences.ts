/** How the pools list is laid out; table unless the user chose cards (spec 000 section 2). */
export type PoolsViewMode = "table" | "card";

export const POOLS_VIEW_MODE_STORAGE_KEY = "griddle:pools-view-mode";
export const POOLS_STAKED_ONLY_STORAGE_KEY = "griddle:pools-staked-only";

/** A stored view choice; anything else (absent, corrupt, an old format) is the default table. */
export function parsePoolsViewMode(stored: string | null): PoolsViewMode {
  return stored === "card" ? "card" : "table";
}

/** A stored staked-only flag; anything but "true" is off, the default. */
export function parseStakedOnly(stored: string | null): boolean {
  return stored === "true";
}
