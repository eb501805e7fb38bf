import { describe, expect, it } from "vitest";
import { Route, Trade } from "@griddle/sdk";
import { computeSlippageAdjustedAmounts, slippageToPercent } from "./computeSlippageAdjustedAmounts.ts";
import { amountOf, BUSD, WBNB, WBNB_BUSD } from "./swapTestFixtures.ts";

describe("computeSlippageAdjustedAmounts", () => {
  it("lowers the output of an exact-input trade by the slippage", () => {
    const trade = Trade.exactIn(new Route([WBNB_BUSD], WBNB, BUSD), amountOf(WBNB, 1n));
    const { maximumAmountIn, minimumAmountOut } = computeSlippageAdjustedAmounts(trade, 50);
    expect(maximumAmountIn.quotient).toBe(trade.inputAmount.quotient);
    expect(minimumAmountOut.quotient).toBe((trade.outputAmount.quotient * 10_000n) / 10_050n);
  });

  it("raises the input of an exact-output trade by the slippage", () => {
    const trade = Trade.exactOut(new Route([WBNB_BUSD], WBNB, BUSD), amountOf(BUSD, 600n));
    const { maximumAmountIn, minimumAmountOut } = computeSlippageAdjustedAmounts(trade, 100);
    expect(minimumAmountOut.quotient).toBe(trade.outputAmount.quotient);
    expect(maximumAmountIn.quotient).toBe((trade.inputAmount.quotient * 10_100n) / 10_000n);
  });

  it("reads the slippage in basis points", () => {
    expect(slippageToPercent(50).toFixed(2)).toBe("0.50");
    expect(slippageToPercent(1_200).toFixed(0)).toBe("12");
  });
});
