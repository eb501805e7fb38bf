import type { CurrencyAmount, Token } from "@griddle/sdk";

/**
 * LP balances at or below 10⁻⁹ LP (10⁹ of the 18-decimal units) are dust: what rounding leaves after
 * removing everything, or tokens someone sent unasked. The spec hides cards below a minimum without
 * naming it; PancakeSwap hid such balances too. In a pool of any real size 10⁻⁹ LP is worth far less
 * than a cent and its pooled amounts show as 0, so the card would only be noise.
 */
export const DUST_LP_BALANCE = 10n ** 9n;

/** Whether a position is worth a card on the Liquidity page. */
export function isAboveDustBalance(balance: CurrencyAmount<Token> | undefined): boolean {
  return balance !== undefined && balance.quotient > DUST_LP_BALANCE;
}
