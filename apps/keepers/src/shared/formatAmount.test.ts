import { describe, expect, it } from "vitest";
import { formatAmount } from "./formatAmount.ts";

describe("formatAmount", () => {
  it("shows a feed answer (8 decimals) with four, cut rather than rounded", () => {
    expect(formatAmount(60_012_349_999n, 8)).toBe("600.1234");
    expect(formatAmount(60_000_000_000n, 8)).toBe("600.0000");
  });

  it("shows amounts below one and negative ones", () => {
    expect(formatAmount(1_234_567n, 8)).toBe("0.0123");
    expect(formatAmount(-60_012_340_000n, 8)).toBe("-600.1234");
    expect(formatAmount(1_500_000_000_000_000n, 18)).toBe("0.0015");
  });

  it("keeps fewer decimals as they are", () => {
    expect(formatAmount(12_345n, 2)).toBe("123.45");
    expect(formatAmount(7n, 0)).toBe("7");
  });
});
