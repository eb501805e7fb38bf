import { describe, expect, it } from "vitest";
import { parseEther } from "viem";
import {
  formatBnbAmount,
  formatExactBnbAmount,
  formatPayoutMultiplier,
  formatPredictionPrice,
  formatPriceChange,
} from "./predictionFigures.ts";

describe("prediction figures", () => {
  it("shows feed prices of 8 decimals in dollars with 3", () => {
    expect(formatPredictionPrice(600_12345678n, "en-US")).toBe("$600.123");
    expect(formatPredictionPrice(600_12345678n, "de-DE")).toBe("$600,123");
  });

  it("rounds prices half up on the exact 8 decimals, not on a float", () => {
    expect(formatPredictionPrice(600_12350000n, "en-US")).toBe("$600.124");
    expect(formatPredictionPrice(600_12349999n, "en-US")).toBe("$600.123");
    expect(formatPredictionPrice(1_00050000n, "en-US")).toBe("$1.001");
  });

  it("signs a price's move", () => {
    expect(formatPriceChange(52_000000n, "en-US")).toBe("+$0.520");
    expect(formatPriceChange(-1_00000000n, "en-US")).toBe("-$1.000");
    expect(formatPriceChange(0n, "en-US")).toBe("$0.000");
  });

  it("shows pots and bets with 4 decimals, and claims with every digit", () => {
    expect(formatBnbAmount(parseEther("0.15"), "en-US")).toBe("0.1500");
    expect(formatBnbAmount(parseEther("1234.56789"), "en-US")).toBe("1,234.5678");
    expect(formatExactBnbAmount(339499999999999999n, "en-US")).toBe("0.339499999999999999");
    expect(formatExactBnbAmount(parseEther("0.1"), "en-US")).toBe("0.1");
  });

  it("shows a payout as a multiplier with 2 decimals", () => {
    expect(formatPayoutMultiplier(2.91, "en-US")).toBe("2.91x");
    expect(formatPayoutMultiplier(0, "en-US")).toBe("0.00x");
    expect(formatPayoutMultiplier(1.455, "de-DE")).toBe("1,46x");
  });
});
