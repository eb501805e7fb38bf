import type { Currency } from "./Currency.ts";
import type { CurrencyAmount } from "./CurrencyAmount.ts";
import { Percent } from "./Percent.ts";
import type { Price } from "./Price.ts";

/** How far short of the mid-price quote the trade's output falls: (quote − output) / quote. */
export function computePriceImpact<TIn extends Currency, TOut extends Currency>(
  midPrice: Price<TIn, TOut>,
  inputAmount: CurrencyAmount<TIn>,
  outputAmount: CurrencyAmount<TOut>,
): Percent {
  const quoted = midPrice.quote(inputAmount);
  const impact = quoted.subtract(outputAmount).divide(quoted);
  return new Percent(impact.numerator, impact.denominator);
}
