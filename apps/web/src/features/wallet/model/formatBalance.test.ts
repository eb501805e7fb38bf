import { describe, expect, it } from "vitest";
import { formatBalance } from "./formatBalance.ts";

describe("formatBalance", () => {
  it("shows whole units with grouped thousands", () => {
    expect(formatBalance(10_000n * 10n ** 18n, 18)).toBe("10,000");
    expect(formatBalance(1_234_567n * 10n ** 6n, 6)).toBe("1,234,567");
  });

  it("keeps at most six decimals, rounding down", () => {
    expect(formatBalance(1_999_999_999_999_999_999n, 18)).toBe("1.999999");
    expect(formatBalance(1_500_000n, 6)).toBe("1.5");
  });

  it("honours a smaller number of decimals", () => {
    expect(formatBalance(123_456_789n, 8, 2)).toBe("1.23");
  });

  it("shows zero as 0 and dust as below the smallest shown step", () => {
    expect(formatBalance(0n, 18)).toBe("0");
    expect(formatBalance(1n, 18)).toBe("<0.000001");
    expect(formatBalance(1n, 18, 2)).toBe("<0.01");
  });

  it("handles tokens without decimals and negative amounts", () => {
    expect(formatBalance(42n, 0)).toBe("42");
    expect(formatBalance(-2_500_000_000_000_000_000n, 18)).toBe("-2.5");
  });
});
