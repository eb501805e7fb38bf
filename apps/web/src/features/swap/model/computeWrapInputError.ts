import type { Currency, CurrencyAmount } from "@griddle/sdk";
import type { TranslatableText } from "../../../shared/i18n/index.ts";
import type { WrapType } from "./computeWrapType.ts";

/**
 * Why a wrap or unwrap cannot be sent (spec 000 section 5, Wrap/unwrap): no amount, or more than the
 * balance. A balance still loading is not an error yet.
 */
export function computeWrapInputError(
  wrapType: Exclude<WrapType, "NOT_APPLICABLE">,
  amount: CurrencyAmount<Currency> | undefined,
  balance: CurrencyAmount<Currency> | undefined,
): TranslatableText | undefined {
  if (!amount) return { key: "Enter an amount" };
  if (balance && balance.lessThan(amount)) {
    return { key: "Insufficient %symbol% balance", data: { symbol: wrapType === "WRAP" ? "BNB" : "WBNB" } };
  }
  return undefined;
}
