import type { Currency } from "@griddle/sdk";

/** The native coin's id in URLs and state: the symbol, as the spec's routes and queries spell it. */
export const NATIVE_CURRENCY_ID = "BNB";

/** How URLs and form state name a currency: 'BNB' or the token's checksummed address. */
export function currencyId(currency: Currency): string {
  return currency.isNative ? NATIVE_CURRENCY_ID : currency.address;
}
