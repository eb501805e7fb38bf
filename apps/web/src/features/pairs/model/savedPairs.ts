import { Token } from "@griddle/sdk";
import { getAddress, isAddress, type Address } from "viem";
import { parseListsByChain, type ListsByChain } from "../../../shared/storage/parseListsByChain.ts";

/** What is kept of a saved pair's token: enough to show and read it without a token list. */
export interface SavedToken {
  readonly address: Address;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
}

/** A pair the user saved (by importing it on /find), with both tokens. */
export type SavedPair = readonly [SavedToken, SavedToken];

/** Saved pairs per chain id, as persisted. */
export type SavedPairsByChain = ListsByChain<SavedPair>;

function toSavedToken(token: Token): SavedToken {
  return { address: token.address, symbol: token.symbol, name: token.name, decimals: token.decimals };
}

function parseSavedToken(value: unknown): SavedToken | null {
  if (typeof value !== "object" || value === null) return null;
  const { address, symbol, name, decimals } = value as Record<string, unknown>;
  if (typeof address !== "string" || !isAddress(address)) return null;
  if (typeof symbol !== "string" || typeof name !== "string") return null;
  if (typeof decimals !== "number" || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return null;
  return { address: getAddress(address), symbol, name, decimals };
}

function parseSavedPair(value: unknown): SavedPair | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const tokenA = parseSavedToken(value[0]);
  const tokenB = parseSavedToken(value[1]);
  if (!tokenA || !tokenB || tokenA.address === tokenB.address) return null;
  return [tokenA, tokenB];
}

function isSamePair(pair: SavedPair, addressA: string, addressB: string): boolean {
  return (
    (pair[0].address === addressA && pair[1].address === addressB) ||
    (pair[0].address === addressB && pair[1].address === addressA)
  );
}

/**
 * Reads the persisted blob. A pair with a corrupt token, or the same token twice, is dropped rather
 * than breaking the app; unreadable JSON means nothing was saved.
 */
export function parseSavedPairs(raw: string | null): SavedPairsByChain {
  return parseListsByChain(raw, parseSavedPair);
}

/**
 * Adds a pair to its chain's saved pairs (spec 000 section 5: only when both tokens are on the same
 * chain and differ). Saving a pair again, in either order, changes nothing.
 */
export function addSavedPair(saved: SavedPairsByChain, tokenA: Token, tokenB: Token): SavedPairsByChain {
  if (tokenA.chainId !== tokenB.chainId || tokenA.equals(tokenB)) return saved;
  const existing = saved[tokenA.chainId] ?? [];
  if (existing.some((pair) => isSamePair(pair, tokenA.address, tokenB.address))) return saved;
  return { ...saved, [tokenA.chainId]: [...existing, [toSavedToken(tokenA), toSavedToken(tokenB)]] };
}

/** Forgets a saved pair, whichever order its tokens are given in. */
export function removeSavedPair(saved: SavedPairsByChain, tokenA: Token, tokenB: Token): SavedPairsByChain {
  const existing = saved[tokenA.chainId];
  if (!existing?.some((pair) => isSamePair(pair, tokenA.address, tokenB.address))) return saved;
  return {
    ...saved,
    [tokenA.chainId]: existing.filter((pair) => !isSamePair(pair, tokenA.address, tokenB.address)),
  };
}

/** A chain's saved pairs as SDK tokens. */
export function toSavedTokenPairs(
  pairs: readonly SavedPair[],
  chainId: number,
): readonly (readonly [Token, Token])[] {
  return pairs.map(
    ([tokenA, tokenB]) =>
      [
        new Token(chainId, tokenA.address, tokenA.decimals, tokenA.symbol, tokenA.name),
        new Token(chainId, tokenB.address, tokenB.decimals, tokenB.symbol, tokenB.name),
      ] as const,
  );
}
