import { useCallback, useMemo, useSyncExternalStore } from "react";
import { Token } from "@griddle/sdk";
import { useAppChain } from "../../../shared/chain/index.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import {
  getImportedTokensSnapshot,
  saveImportedToken,
  subscribeToImportedTokens,
} from "../store/importedTokensStore.ts";

export interface UseImportedTokensReturnType {
  /** The tokens imported on the app's chain, oldest first. */
  readonly tokens: readonly Token[];
  readonly importToken: (token: ImportedToken) => void;
}

/** Tokens the user imported by address on the app's chain, persisted per chain. */
export function useImportedTokens(): UseImportedTokensReturnType {
  const chainId = useAppChain().id;
  const byChain = useSyncExternalStore(subscribeToImportedTokens, getImportedTokensSnapshot);
  const stored = byChain[chainId];
  const tokens = useMemo(
    () =>
      (stored ?? []).map(
        (token) => new Token(chainId, token.address, token.decimals, token.symbol, token.name),
      ),
    [chainId, stored],
  );
  const importToken = useCallback((token: ImportedToken) => saveImportedToken(chainId, token), [chainId]);
  return { tokens, importToken };
}
