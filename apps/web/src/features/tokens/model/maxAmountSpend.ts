import { CurrencyAmount, type Currency } from "@griddle/sdk";

/** BNB the Max button leaves in the wallet to pay for gas. */
export const NATIVE_GAS_RESERVE = 10n ** 16n; // 0.01 BNB

/**
 * The most of a balance the Max button fills in: all of a token, but BNB less a small reserve for
 * gas (nothing when the balance is below it).
 */
export function maxAmountSpend(
  balance: CurrencyAmount<Currency> | undefined,
): CurrencyAmount<Currency> | undefined {
  if (!balance) return undefined;
  if (!balance.currency.isNative) return balance;
  const spendable = balance.quotient > NATIVE_GAS_RESERVE ? balance.quotient - NATIVE_GAS_RESERVE : 0n;
  return CurrencyAmount.fromRawAmount(balance.currency, spendable);
}
