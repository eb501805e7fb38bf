import { useMemo } from "react";
import { NativeCurrency, Token } from "@griddle/sdk";
import { useAppChainConfig } from "../../../shared/chain/index.ts";

/** BNB on the app's chain, wrapping to the chain's WBNB. */
export function useNativeCurrency(): NativeCurrency {
  const { chain, contracts, tokens } = useAppChainConfig();
  return useMemo(() => {
    const listed = tokens.find((token) => token.address.toLowerCase() === contracts.wbnb.toLowerCase());
    const wrapped = new Token(
      chain.id,
      contracts.wbnb,
      18,
      listed?.symbol ?? "WBNB",
      listed?.name ?? "Wrapped BNB",
    );
    return new NativeCurrency(chain.id, wrapped);
  }, [chain.id, contracts.wbnb, tokens]);
}
