import { useMemo } from "react";
import type { Token } from "@griddle/sdk";
import { useChainTokens } from "./useChainTokens.ts";
import { useImportedTokens } from "./useImportedTokens.ts";

/** Every token the app knows on its chain: the listed ones, then the user's imports. */
export function useAllTokens(): readonly Token[] {
  const listed = useChainTokens();
  const { tokens: imported } = useImportedTokens();
  return useMemo(
    () => [...listed, ...imported.filter((token) => !listed.some((known) => known.equals(token)))],
    [listed, imported],
  );
}
