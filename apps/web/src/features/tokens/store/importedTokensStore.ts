import type { Address } from "viem";
import {
  addImportedToken,
  clearImportedTokens,
  parseImportedTokens,
  removeImportedToken,
  type ImportedToken,
  type ImportedTokensByChain,
} from "../model/importedTokens.ts";

export const IMPORTED_TOKENS_STORAGE_KEY = "griddle:imported-tokens";

const listeners = new Set<() => void>();
let cachedSource: string | null | undefined;
let cached: ImportedTokensByChain = {};

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(IMPORTED_TOKENS_STORAGE_KEY);
  } catch (error) {
    // Storage blocked (private mode): imports last for this visit only.
    console.warn("Imported tokens could not be read", error);
    return cachedSource ?? null;
  }
}

/** Imported tokens per chain, the same object until storage changes (for useSyncExternalStore). */
export function getImportedTokensSnapshot(): ImportedTokensByChain {
  const source = readStorage();
  if (source !== cachedSource) {
    cachedSource = source;
    cached = parseImportedTokens(source);
  }
  return cached;
}

export function subscribeToImportedTokens(onChange: () => void): () => void {
  listeners.add(onChange);
  const handleStorage = (event: StorageEvent) => {
    if (event.key === IMPORTED_TOKENS_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", handleStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", handleStorage);
  };
}

function save(next: ImportedTokensByChain): void {
  const serialized = JSON.stringify(next);
  try {
    window.localStorage.setItem(IMPORTED_TOKENS_STORAGE_KEY, serialized);
  } catch (error) {
    console.warn("Imported tokens could not be saved; they last for this visit", error);
  }
  cachedSource = serialized;
  cached = next;
  listeners.forEach((listener) => listener());
}

/** Remembers a token the user imported on a chain, across visits when storage allows. */
export function saveImportedToken(chainId: number, token: ImportedToken): void {
  save(addImportedToken(getImportedTokensSnapshot(), chainId, token));
}

export function deleteImportedToken(chainId: number, address: Address): void {
  save(removeImportedToken(getImportedTokensSnapshot(), chainId, address));
}

export function deleteAllImportedTokens(chainId: number): void {
  save(clearImportedTokens(getImportedTokensSnapshot(), chainId));
}
