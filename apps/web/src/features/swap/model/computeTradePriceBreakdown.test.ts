import { describe, expect, it } from "vitest";
import { Percent, Route, Trade } from "@griddle/sdk";
import { computeTradePriceBreakdown } from "./computeTradePriceBreakdown.ts";
import { amountOf, BNB, BUSD, CAKE, CAKE_WBNB, WBNB, WBNB_BUSD } from "./swapTestFixtures.ts";

describe("computeTradePriceBreakdown", () => {
  it("takes 0.25% of the input as the fee on one hop, and removes it from the price impact", () => {
    const trade = Trade.exactIn(new Route([WBNB_BUSD], WBNB, BUSD), amountOf(WBNB, 10n));
    const { realizedLpFee, priceImpactWithoutFee } = computeTradePriceBreakdown(trade);
    expect(realizedLpFee.currency).toBe(WBNB);
    expect(realizedLpFee.quotient).toBe(25n * 10n ** 15n); // 0.025 WBNB
    // 10 WBNB into 1,000: the depth alone moves the price by 10/1010 ≈ 0.99%.
    expect(priceImpactWithoutFee.toFixed(2)).toBe("0.99");
    expect(priceImpactWithoutFee.add(new Percent(25n, 10_000n)).toFixed(4)).toBe(
      trade.priceImpact.toFixed(4),
    );
  });

  it("compounds the fee over each hop, in the input's currency (BNB stays BNB)", () => {
    const trade = Trade.exactIn(new Route([WBNB_BUSD, CAKE_WBNB], BUSD, CAKE), amountOf(BUSD, 1_000n));
    const { realizedLpFee } = computeTradePriceBreakdown(trade);
    // 1 - 0.9975² = 0.49937500%
    expect(realizedLpFee.quotient).toBe(4_993_750_000_000_000_000n);
    const fromNative = Trade.exactIn(new Route([WBNB_BUSD], BNB, BUSD), amountOf(BNB, 4n));
    expect(computeTradePriceBreakdown(fromNative).realizedLpFee.currency.isNative).toBe(true);
  });
});
