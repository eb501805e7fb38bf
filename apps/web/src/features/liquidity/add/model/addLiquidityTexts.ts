import type { Currency, CurrencyAmount } from "@griddle/sdk";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";

/** The Recent Transactions summary of a deposit (spec 000 section 4): 'Add X A and Y B'. */
export function addLiquiditySummary(
  amountA: CurrencyAmount<Currency>,
  amountB: CurrencyAmount<Currency>,
): TranslatableText {
  return {
    key: "Add %amountA% %symbolA% and %amountB% %symbolB%",
    data: {
      amountA: amountA.toSignificant(3),
      symbolA: amountA.currency.symbol,
      amountB: amountB.toSignificant(3),
      symbolB: amountB.currency.symbol,
    },
  };
}

/** What the waiting dialog says while the wallet asks to confirm the deposit. */
export function addLiquidityPendingText(
  amountA: CurrencyAmount<Currency>,
  amountB: CurrencyAmount<Currency>,
): TranslatableText {
  return {
    key: "Supplying %amountA% %symbolA% and %amountB% %symbolB%",
    data: {
      amountA: amountA.toSignificant(6),
      symbolA: amountA.currency.symbol,
      amountB: amountB.toSignificant(6),
      symbolB: amountB.currency.symbol,
    },
  };
}
