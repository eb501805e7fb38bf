import { describe, expect, it } from "vitest";
import { formatTokenAmount } from "./formatTokenAmount.ts";

describe("formatTokenAmount", () => {
  it("shows 5 decimals by default, grouped by thousands", () => {
    expect(formatTokenAmount(1_234_500_000_000_000_000_000n, 18)).toBe("1,234.50000");
    expect(formatTokenAmount(0n, 18)).toBe("0.00000");
  });

  it("rounds down so an amount is never overstated", () => {
    expect(formatTokenAmount(999_999_999n, 9)).toBe("0.99999");
    expect(formatTokenAmount(123_456_789n, 8, 3)).toBe("1.234");
  });

  it("takes other precisions, including none", () => {
    expect(formatTokenAmount(1_500_000n, 6, 7)).toBe("1.5000000");
    expect(formatTokenAmount(12_345_678n, 2, 0)).toBe("123,456");
  });
});
