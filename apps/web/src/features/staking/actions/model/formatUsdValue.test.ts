import { describe, expect, it } from "vitest";
import { formatUsdValue } from "./formatUsdValue.ts";

describe("formatUsdValue", () => {
  it("shows two decimals with grouped thousands", () => {
    expect(formatUsdValue(1234.5)).toBe("1,234.50");
    expect(formatUsdValue(0)).toBe("0.00");
    expect(formatUsdValue(0.005)).toBe("0.01");
    expect(formatUsdValue(0.004)).toBe("0.00");
  });
});
