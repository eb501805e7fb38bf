import type { Currency } from "../amm/Currency.ts";
import { Fraction } from "../amm/Fraction.ts";
import type { Percent } from "../amm/Percent.ts";
import type { TradeType } from "../amm/TradeType.ts";
import type { Trade } from "./Trade.ts";
import { TradesNotComparableError } from "./TradesNotComparableError.ts";

/**
 * Whether `tradeB` beats `tradeA` by more than `minimumDelta`: its execution price is higher than A's
 * times (1 + minimumDelta). Used to prefer a multi-hop trade only when it is worth the extra gas. Undefined
 * when neither trade exists; a missing trade always loses.
 */
export function isTradeBetter(
  tradeA: Trade<Currency, Currency, TradeType> | undefined | null,
  tradeB: Trade<Currency, Currency, TradeType> | undefined | null,
  minimumDelta?: Percent,
): boolean | undefined {
  if (tradeA && !tradeB) return false;
  if (tradeB && !tradeA) return true;
  if (!tradeA || !tradeB) return undefined;
  if (
    tradeA.tradeType !== tradeB.tradeType ||
    !tradeA.inputAmount.currency.equals(tradeB.inputAmount.currency) ||
    !tradeA.outputAmount.currency.equals(tradeB.outputAmount.currency)
  ) {
    throw new TradesNotComparableError();
  }
  const priceA = new Fraction(tradeA.executionPrice.numerator, tradeA.executionPrice.denominator);
  if (minimumDelta === undefined || minimumDelta.equalTo(0n)) return priceA.lessThan(tradeB.executionPrice);
  return priceA.multiply(minimumDelta.add(1n)).lessThan(tradeB.executionPrice);
}
