import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "@griddle/sdk";
import { amountOf, BNB, CAKE } from "../../model/liquidityTestFixtures.ts";
import { removeLiquidityPendingText, removeLiquiditySummary } from "./removeLiquidityTexts.ts";

const cake = CurrencyAmount.fromRawAmount(CAKE, 1_234_567n * 10n ** 15n);

describe("removeLiquidity texts", () => {
  it("summarises with 3 significant digits", () => {
    expect(removeLiquiditySummary(cake, amountOf(BNB, 5n))).toEqual({
      key: "Remove %amountA% %symbolA% and %amountB% %symbolB%",
      data: { amountA: "1230", symbolA: "CAKE", amountB: "5", symbolB: "BNB" },
    });
  });

  it("describes the pending removal with 6 significant digits", () => {
    expect(removeLiquidityPendingText(cake, amountOf(BNB, 5n)).data?.amountA).toBe("1234.56");
  });
});
