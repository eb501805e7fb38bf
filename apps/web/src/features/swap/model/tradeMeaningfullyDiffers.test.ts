import { describe, expect, it } from "vitest";
import { CurrencyAmount, Pair, Route, Trade } from "@griddle/sdk";
import { tradeMeaningfullyDiffers } from "./tradeMeaningfullyDiffers.ts";
import { amountOf, BNB, BUSD, WBNB, WBNB_BUSD } from "./swapTestFixtures.ts";

describe("tradeMeaningfullyDiffers", () => {
  const trade = Trade.exactIn(new Route([WBNB_BUSD], WBNB, BUSD), amountOf(WBNB, 1n));

  it("sees no difference in the same trade recomputed", () => {
    expect(
      tradeMeaningfullyDiffers(trade, Trade.exactIn(new Route([WBNB_BUSD], WBNB, BUSD), amountOf(WBNB, 1n))),
    ).toBe(false);
  });

  it("sees a moved price, another amount, another currency or another kind", () => {
    const moved = new Pair(
      CurrencyAmount.fromRawAmount(WBNB, WBNB_BUSD.reserveOf(WBNB).quotient + 10n ** 18n),
      WBNB_BUSD.reserveOf(BUSD),
      WBNB_BUSD.address,
    );
    expect(
      tradeMeaningfullyDiffers(trade, Trade.exactIn(new Route([moved], WBNB, BUSD), amountOf(WBNB, 1n))),
    ).toBe(true);
    expect(
      tradeMeaningfullyDiffers(trade, Trade.exactIn(new Route([WBNB_BUSD], WBNB, BUSD), amountOf(WBNB, 2n))),
    ).toBe(true);
    expect(
      tradeMeaningfullyDiffers(trade, Trade.exactIn(new Route([WBNB_BUSD], BNB, BUSD), amountOf(BNB, 1n))),
    ).toBe(true);
    const exactOut = Trade.exactOut(new Route([WBNB_BUSD], WBNB, BUSD), trade.outputAmount);
    expect(tradeMeaningfullyDiffers(trade, exactOut)).toBe(true);
  });
});
