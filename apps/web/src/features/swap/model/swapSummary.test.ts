import { describe, expect, it } from "vitest";
import { Route, Trade } from "@griddle/sdk";
import { swapSummary } from "./swapSummary.ts";
import { ACCOUNT, amountOf, BNB, BUSD, WBNB_BUSD } from "./swapTestFixtures.ts";

describe("swapSummary", () => {
  const trade = Trade.exactIn(new Route([WBNB_BUSD], BNB, BUSD), amountOf(BNB, 1n));

  it("names both amounts at 3 significant digits, rounded down", () => {
    // 1 BNB buys 597.9 BUSD.
    expect(swapSummary(trade, ACCOUNT, ACCOUNT)).toEqual({
      key: "Swap %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol%",
      data: { inputAmount: "1", inputSymbol: "BNB", outputAmount: "597", outputSymbol: "BUSD" },
    });
  });

  it("adds the shortened recipient when the output goes elsewhere", () => {
    const summary = swapSummary(trade, "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC", ACCOUNT);
    expect(summary.key).toBe(
      "Swap %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol% to %recipient%",
    );
    expect(summary.data?.recipient).toBe("0x3C44...93BC");
  });
});
