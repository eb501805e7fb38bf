import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { Token } from "@griddle/sdk";
import { useAppChain } from "../../../shared/chain/index.ts";
import { toSavedTokenPairs } from "../model/savedPairs.ts";
import {
  forgetPair,
  getSavedPairsSnapshot,
  savePair as storePair,
  subscribeToSavedPairs,
} from "../store/savedPairsStore.ts";

export interface UseSavedPairsReturnType {
  /** The pairs the user saved on the app's chain, oldest first. */
  readonly savedPairs: readonly (readonly [Token, Token])[];
  /** Saves a pair of two different tokens of one chain; anything else is ignored (spec 000 section 5). */
  readonly savePair: (tokenA: Token, tokenB: Token) => void;
  readonly removePair: (tokenA: Token, tokenB: Token) => void;
}

/** Pairs the user imported (on /find), persisted per chain. */
export function useSavedPairs(): UseSavedPairsReturnType {
  const chainId = useAppChain().id;
  const byChain = useSyncExternalStore(subscribeToSavedPairs, getSavedPairsSnapshot);
  const stored = byChain[chainId];
  // Depends on this chain's entry only, so saving on another chain keeps the tokens' identities.
  const savedPairs = useMemo(() => toSavedTokenPairs(stored ?? [], chainId), [chainId, stored]);
  const savePair = useCallback((tokenA: Token, tokenB: Token) => storePair(tokenA, tokenB), []);
  const removePair = useCallback((tokenA: Token, tokenB: Token) => forgetPair(tokenA, tokenB), []);
  return { savedPairs, savePair, removePair };
}
