import type { Currency, NativeCurrency, Token } from "@griddle/sdk";

/** How a position names a pair's token: BNB for the wrapped BNB it holds, as users deposit BNB. */
export function toDisplayCurrency(token: Token, native: NativeCurrency): Currency {
  return token.equals(native.wrapped) ? native : token;
}
