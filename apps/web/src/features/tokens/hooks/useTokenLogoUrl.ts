import type { Currency } from "@griddle/sdk";
import { useListedTokens } from "../lists/hooks/useListedTokens.ts";

/** The logo a list gives the currency (already checked to be https or same-origin), if any. */
export function useTokenLogoUrl(currency: Currency): string | undefined {
  const { byAddress } = useListedTokens();
  return currency.isNative ? undefined : byAddress.get(currency.address)?.logoUrl;
}
