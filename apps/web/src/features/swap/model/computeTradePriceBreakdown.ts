import {
  BASIS_POINTS_DENOMINATOR,
  CurrencyAmount,
  Fraction,
  Percent,
  SWAP_FEE_BPS,
  type Currency,
} from "@griddle/sdk";
import type { AnyTrade } from "./AnyTrade.ts";

const ONE_HUNDRED_PERCENT = new Percent(BASIS_POINTS_DENOMINATOR, BASIS_POINTS_DENOMINATOR);
const INPUT_FRACTION_AFTER_FEE = ONE_HUNDRED_PERCENT.subtract(
  new Percent(SWAP_FEE_BPS, BASIS_POINTS_DENOMINATOR),
);

export interface TradePriceBreakdown {
  /** The price impact the pool depth causes, without the trading fee every hop takes. */
  readonly priceImpactWithoutFee: Percent;
  /** What the liquidity providers take from the input: 0.25% per hop, compounded along the route. */
  readonly realizedLpFee: CurrencyAmount<Currency>;
}

/**
 * Splits a trade's price impact into the part the trading fee causes and the part pool depth causes
 * (spec 000: 0.25% per hop). The SDK's price impact includes the fee, which is not slippage.
 */
export function computeTradePriceBreakdown(trade: AnyTrade): TradePriceBreakdown {
  const realizedLpFee = ONE_HUNDRED_PERCENT.subtract(
    trade.route.pairs.reduce<Fraction>(
      (remaining) => remaining.multiply(INPUT_FRACTION_AFTER_FEE),
      ONE_HUNDRED_PERCENT,
    ),
  );
  const withoutFee = trade.priceImpact.subtract(realizedLpFee);
  return {
    priceImpactWithoutFee: new Percent(withoutFee.numerator, withoutFee.denominator),
    realizedLpFee: CurrencyAmount.fromRawAmount(
      trade.inputAmount.currency,
      realizedLpFee.multiply(trade.inputAmount.quotient).quotient,
    ),
  };
}
