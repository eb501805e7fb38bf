import type { Currency } from "../amm/Currency.ts";
import type { TradeType } from "../amm/TradeType.ts";
import type { Trade } from "./Trade.ts";
import { TradesNotComparableError } from "./TradesNotComparableError.ts";

/**
 * Sorts trades between the same currencies best first: more output, then (for equal outputs) less input,
 * then lower price impact, then fewer hops.
 */
export function tradeComparator<TIn extends Currency, TOut extends Currency, TTradeType extends TradeType>(
  a: Trade<TIn, TOut, TTradeType>,
  b: Trade<TIn, TOut, TTradeType>,
): number {
  if (
    !a.inputAmount.currency.equals(b.inputAmount.currency) ||
    !a.outputAmount.currency.equals(b.outputAmount.currency)
  ) {
    throw new TradesNotComparableError();
  }
  if (!a.outputAmount.equalTo(b.outputAmount)) return a.outputAmount.lessThan(b.outputAmount) ? 1 : -1;
  if (!a.inputAmount.equalTo(b.inputAmount)) return a.inputAmount.lessThan(b.inputAmount) ? -1 : 1;
  if (a.priceImpact.lessThan(b.priceImpact)) return -1;
  if (a.priceImpact.greaterThan(b.priceImpact)) return 1;
  return a.route.path.length - b.route.path.length;
}
