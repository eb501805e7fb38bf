import type { Token } from "@griddle/sdk";
import {
  addSavedPair,
  parseSavedPairs,
  removeSavedPair,
  type SavedPairsByChain,
} from "../model/savedPairs.ts";

export const SAVED_PAIRS_STORAGE_KEY = "griddle:saved-pairs";

const listeners = new Set<() => void>();
let cachedSource: string | null | undefined;
let cached: SavedPairsByChain = {};

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(SAVED_PAIRS_STORAGE_KEY);
  } catch (error) {
    // Storage blocked (private mode): saved pairs last for this visit only.
    console.warn("Saved pairs could not be read", error);
    return cachedSource ?? null;
  }
}

/** Saved pairs per chain, the same object until storage changes (for useSyncExternalStore). */
export function getSavedPairsSnapshot(): SavedPairsByChain {
  const source = readStorage();
  if (source !== cachedSource) {
    cachedSource = source;
    cached = parseSavedPairs(source);
  }
  return cached;
}

export function subscribeToSavedPairs(onChange: () => void): () => void {
  listeners.add(onChange);
  const handleStorage = (event: StorageEvent) => {
    if (event.key === SAVED_PAIRS_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", handleStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", handleStorage);
  };
}

function writeSavedPairs(next: SavedPairsByChain): void {
  if (next === cached) return;
  const serialized = JSON.stringify(next);
  try {
    window.localStorage.setItem(SAVED_PAIRS_STORAGE_KEY, serialized);
  } catch (error) {
    console.warn("Saved pairs could not be stored; they last for this visit", error);
  }
  cachedSource = serialized;
  cached = next;
  listeners.forEach((listener) => listener());
}

/** Remembers a pair the user imported, across visits when storage allows. */
export function savePair(tokenA: Token, tokenB: Token): void {
  writeSavedPairs(addSavedPair(getSavedPairsSnapshot(), tokenA, tokenB));
}

export function forgetPair(tokenA: Token, tokenB: Token): void {
  writeSavedPairs(removeSavedPair(getSavedPairsSnapshot(), tokenA, tokenB));
}
