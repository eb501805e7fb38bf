import { useMemo } from "react";
import { Token } from "@griddle/sdk";
import { useAppChainConfig } from "../../../shared/chain/index.ts";

/** The chain's listed tokens (the default token list) as SDK tokens, in list order. */
export function useChainTokens(): readonly Token[] {
  const { chain, tokens } = useAppChainConfig();
  return useMemo(
    () => tokens.map((token) => new Token(chain.id, token.address, token.decimals, token.symbol, token.name)),
    [chain.id, tokens],
  );
}
