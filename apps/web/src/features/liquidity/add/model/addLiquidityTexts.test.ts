import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "@griddle/sdk";
import { amountOf, BNB, CAKE } from "../../model/liquidityTestFixtures.ts";
import { addLiquidityPendingText, addLiquiditySummary } from "./addLiquidityTexts.ts";

const cake = CurrencyAmount.fromRawAmount(CAKE, 1_234_567n * 10n ** 15n);

describe("addLiquidity texts", () => {
  it("summarises with 3 significant digits", () => {
    expect(addLiquiditySummary(cake, amountOf(BNB, 5n))).toEqual({
      key: "Add %amountA% %symbolA% and %amountB% %symbolB%",
      data: { amountA: "1230", symbolA: "CAKE", amountB: "5", symbolB: "BNB" },
    });
  });

  it("describes the pending deposit with 6 significant digits", () => {
    expect(addLiquidityPendingText(cake, amountOf(BNB, 5n)).data).toEqual({
      amountA: "1234.56",
      symbolA: "CAKE",
      amountB: "5",
      symbolB: "BNB",
    });
  });
});
