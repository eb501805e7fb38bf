import { useCallback, useMemo, useSyncExternalStore } from "react";
import { Token } from "@griddle/sdk";
import { useAppChain } from "../../../shared/chain/index.ts";
import type { ImportedToken } from "../model/importedTokens.ts";
import type { Address } from "viem";
import {
  deleteAllImportedTokens,
  deleteImportedToken,
  getImportedTokensSnapshot,
  saveImportedToken,
  subscribeToImportedTokens,
} from "../store/importedTokensStore.ts";

export interface UseImportedTokensReturnType {
  /** The tokens imported on the app's chain, oldest first. */
  readonly tokens: readonly Token[];
  readonly importToken: (token: ImportedToken) => void;
  readonly removeToken: (address: Address) => void;
  /** 'Clear all' of the Manage view's Tokens tab. */
  readonly clearTokens: () => void;
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
  const removeToken = useCallback((address: Address) => deleteImportedToken(chainId, address), [chainId]);
  const clearTokens = useCallback(() => deleteAllImportedTokens(chainId), [chainId]);
  return { tokens, importToken, removeToken, clearTokens };
}
