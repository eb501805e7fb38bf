import type { Currency } from "@griddle/sdk";

/**
 * Token addresses of the bundled 'unsupported' list, lower-cased. The spec's list is empty (spec 000
 * section 3), so nothing is blocked today; the check stays so that listing a token is all it takes.
 */
export const UNSUPPORTED_TOKEN_ADDRESSES: ReadonlySet<string> = new Set();

/** The currencies of `currencies` that this interface does not support (spec 000 section 8). */
export function findUnsupportedCurrencies(
  currencies: readonly (Currency | undefined)[],
  unsupported: ReadonlySet<string> = UNSUPPORTED_TOKEN_ADDRESSES,
): Currency[] {
  return currencies.filter(
    (currency): currency is Currency =>
      currency !== undefined && currency.isToken && unsupported.has(currency.address.toLowerCase()),
  );
}
