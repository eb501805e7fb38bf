import { useMemo } from "react";
import { Token } from "@griddle/sdk";
import { useAppChain } from "../../../shared/chain/index.ts";
import { useListedTokens } from "../lists/hooks/useListedTokens.ts";
import { useImportedTokens } from "./useImportedTokens.ts";

/** Every token the app offers on its chain: the active lists' tokens, then the user's imports. */
export function useAllTokens(): readonly Token[] {
  const chainId = useAppChain().id;
  const { active } = useListedTokens();
  const { tokens: imported } = useImportedTokens();
  return useMemo(() => {
    const listed = active.map(
      (token) => new Token(chainId, token.address, token.decimals, token.symbol, token.name),
    );
    return [...listed, ...imported.filter((token) => !listed.some((known) => known.equals(token)))];
  }, [active, chainId, imported]);
}
