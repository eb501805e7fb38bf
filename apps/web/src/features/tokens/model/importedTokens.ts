import { getAddress, isAddress, type Address } from "viem";
import { parseListsByChain, type ListsByChain } from "../../../shared/storage/parseListsByChain.ts";

/** A token the user imported by address: what is needed to trade it without reading the chain again. */
export interface ImportedToken {
  readonly address: Address;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
}

/** Imported tokens per chain id, as persisted. */
export type ImportedTokensByChain = ListsByChain<ImportedToken>;

function parseToken(value: unknown): ImportedToken | null {
  if (typeof value !== "object" || value === null) return null;
  const { address, symbol, name, decimals } = value as Record<string, unknown>;
  if (typeof address !== "string" || !isAddress(address)) return null;
  if (typeof symbol !== "string" || typeof name !== "string") return null;
  if (typeof decimals !== "number" || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return null;
  return { address: getAddress(address), symbol, name, decimals };
}

/**
 * Reads the persisted blob. Anything that is not a token (a hand-edited or corrupt entry) is
 * dropped rather than breaking the app; unreadable JSON means nothing was imported.
 */
export function parseImportedTokens(raw: string | null): ImportedTokensByChain {
  return parseListsByChain(raw, parseToken);
}

/** Adds a token to a chain's imports, replacing an earlier import of the same address. */
export function addImportedToken(
  imported: ImportedTokensByChain,
  chainId: number,
  token: ImportedToken,
): ImportedTokensByChain {
  const others = (imported[chainId] ?? []).filter((existing) => existing.address !== token.address);
  return { ...imported, [chainId]: [...others, token] };
}

/** Forgets one imported token of a chain. */
export function removeImportedToken(
  imported: ImportedTokensByChain,
  chainId: number,
  address: Address,
): ImportedTokensByChain {
  const remaining = (imported[chainId] ?? []).filter((token) => token.address !== getAddress(address));
  return { ...imported, [chainId]: remaining };
}

/** Forgets every imported token of a chain ('Clear all'), leaving other chains' imports. */
export function clearImportedTokens(imported: ImportedTokensByChain, chainId: number): ImportedTokensByChain {
  return { ...imported, [chainId]: [] };
}
