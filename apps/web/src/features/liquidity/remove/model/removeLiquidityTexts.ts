import type { Currency, CurrencyAmount } from "@griddle/sdk";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";

/** The Recent Transactions summary of a removal: 'Remove X A and Y B'. */
export function removeLiquiditySummary(
  amountA: CurrencyAmount<Currency>,
  amountB: CurrencyAmount<Currency>,
): TranslatableText {
  return {
    key: "Remove %amountA% %symbolA% and %amountB% %symbolB%",
    data: {
      amountA: amountA.toSignificant(3),
      symbolA: amountA.currency.symbol,
      amountB: amountB.toSignificant(3),
      symbolB: amountB.currency.symbol,
    },
  };
}

/** What the waiting dialog says while the wallet asks to confirm the removal. */
export function removeLiquidityPendingText(
  amountA: CurrencyAmount<Currency>,
  amountB: CurrencyAmount<Currency>,
): TranslatableText {
  return {
    key: "Removing %amountA% %symbolA% and %amountB% %symbolB%",
    data: {
      amountA: amountA.toSignificant(6),
      symbolA: amountA.currency.symbol,
      amountB: amountB.toSignificant(6),
      symbolB: amountB.currency.symbol,
    },
  };
}
