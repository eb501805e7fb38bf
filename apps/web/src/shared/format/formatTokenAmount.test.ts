import { describe, expect, it } from "vitest";
import { formatTokenAmount } from "./formatTokenAmount.ts";

describe("formatTokenAmount", () => {
  it("shows 5 decimals by default, grouped by thousands", () => {
    expect(formatTokenAmount(1_234_500_000_000_000_000_000n, 18, "en-US")).toBe("1,234.50000");
    expect(formatTokenAmount(0n, 18, "en-US")).toBe("0.00000");
  });

  it("rounds down so an amount is never overstated", () => {
    expect(formatTokenAmount(999_999_999n, 9, "en-US")).toBe("0.99999");
    expect(formatTokenAmount(123_456_789n, 8, "en-US", 3)).toBe("1.234");
  });

  it("takes other precisions, including none", () => {
    expect(formatTokenAmount(1_500_000n, 6, "en-US", 7)).toBe("1.5000000");
    expect(formatTokenAmount(12_345_678n, 2, "en-US", 0)).toBe("123,456");
  });

  it("uses the locale's separators", () => {
    expect(formatTokenAmount(1_234_500_000_000_000_000_000n, 18, "de-DE")).toBe("1.234,50000");
    expect(formatTokenAmount(1_234_500_000_000_000_000_000n, 18, "ar-SA")).toBe("1,234.50000");
    expect(formatTokenAmount(123_456_700_000n, 2, "hi-IN", 0)).toBe("1,23,45,67,000");
  });
});
