import { useMemo } from "react";
import type { Currency } from "@griddle/sdk";
import { NATIVE_CURRENCY_ID } from "../model/currencyId.ts";
import { useAllTokens } from "./useAllTokens.ts";
import { useNativeCurrency } from "./useNativeCurrency.ts";

/**
 * The currency an id names: BNB, or a listed or imported token. Undefined for an empty id and for an
 * address the app does not know yet (see useTokenInfo to read it from the chain).
 */
export function useCurrency(id: string): Currency | undefined {
  const native = useNativeCurrency();
  const tokens = useAllTokens();
  return useMemo(() => {
    if (id === "") return undefined;
    if (id.toUpperCase() === NATIVE_CURRENCY_ID) return native;
    return tokens.find((token) => token.address.toLowerCase() === id.toLowerCase());
  }, [id, native, tokens]);
}
