import { describe, expect, it } from "vitest";
import { formatUsdValue } from "./formatUsdValue.ts";

describe("formatUsdValue", () => {
  it("shows two decimals with grouped thousands", () => {
    expect(formatUsdValue(1234.5, "en-US")).toBe("1,234.50");
    expect(formatUsdValue(0, "en-US")).toBe("0.00");
    expect(formatUsdValue(0.005, "en-US")).toBe("0.01");
    expect(formatUsdValue(0.004, "en-US")).toBe("0.00");
  });

  it("uses the locale's separators", () => {
    expect(formatUsdValue(1234.5, "de-DE")).toBe("1.234,50");
    expect(formatUsdValue(1234.5, "hi-IN")).toBe("1,234.50");
    expect(formatUsdValue(1234.5, "ar-SA")).toBe("1,234.50");
  });
});
