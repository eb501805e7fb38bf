import { describe, expect, it } from "vitest";
import { Route, Trade } from "@griddle/sdk";
import { formatSwapAmounts } from "./formatSwapAmounts.ts";
import { amountOf, BNB, BUSD, WBNB_BUSD } from "./swapTestFixtures.ts";

describe("formatSwapAmounts", () => {
  const exactIn = Trade.exactIn(new Route([WBNB_BUSD], BNB, BUSD), amountOf(BNB, 1n));
  const exactOut = Trade.exactOut(new Route([WBNB_BUSD], BNB, BUSD), amountOf(BUSD, 600n));

  it("derives the other side from the trade at 6 significant digits", () => {
    expect(formatSwapAmounts({ independentField: "INPUT", typedValue: "1" }, exactIn, false)).toEqual({
      INPUT: "1",
      OUTPUT: exactIn.outputAmount.toSignificant(6),
    });
    expect(formatSwapAmounts({ independentField: "OUTPUT", typedValue: "600" }, exactOut, false)).toEqual({
      INPUT: exactOut.inputAmount.toSignificant(6),
      OUTPUT: "600",
    });
    expect(exactIn.outputAmount.toSignificant(6)).toBe("597.903");
  });

  it("leaves the other side empty without a trade", () => {
    expect(formatSwapAmounts({ independentField: "INPUT", typedValue: "5" }, null, false)).toEqual({
      INPUT: "5",
      OUTPUT: "",
    });
  });

  it("shows the typed amount on both sides of a wrap", () => {
    expect(formatSwapAmounts({ independentField: "OUTPUT", typedValue: "2.5" }, null, true)).toEqual({
      INPUT: "2.5",
      OUTPUT: "2.5",
    });
  });
});
