export const POOLS_VIEW_MODE_STORAGE_KEY = "griddle:pools-view-mode";
export const POOLS_STAKED_ONLY_STORAGE_KEY = "griddle:pools-staked-only";

/** A stored staked-only flag; anything but "true" is off, the default. */
export function parseStakedOnly(stored: string | null): boolean {
  return stored === "true";
}
