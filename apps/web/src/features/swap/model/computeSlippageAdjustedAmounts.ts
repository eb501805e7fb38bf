import { BASIS_POINTS_DENOMINATOR, Percent, type Currency, type CurrencyAmount } from "@griddle/sdk";
import type { AnyTrade } from "./AnyTrade.ts";

export interface SlippageAdjustedAmounts {
  /** The most the swap may take: the input itself for exact input, plus slippage for exact output. */
  readonly maximumAmountIn: CurrencyAmount<Currency>;
  /** The least it may give: the output itself for exact output, less slippage for exact input. */
  readonly minimumAmountOut: CurrencyAmount<Currency>;
}

export function slippageToPercent(slippageBps: number): Percent {
  return new Percent(BigInt(slippageBps), BASIS_POINTS_DENOMINATOR);
}

/** A trade's bounds at the user's slippage tolerance, in basis points. */
export function computeSlippageAdjustedAmounts(
  trade: AnyTrade,
  slippageBps: number,
): SlippageAdjustedAmounts {
  const tolerance = slippageToPercent(slippageBps);
  return {
    maximumAmountIn: trade.maximumAmountIn(tolerance),
    minimumAmountOut: trade.minimumAmountOut(tolerance),
  };
}
