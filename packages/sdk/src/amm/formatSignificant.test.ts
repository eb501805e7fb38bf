import { describe, expect, it } from "vitest";
import { formatSignificant } from "./formatSignificant.ts";
import { Rounding } from "./Rounding.ts";

describe("formatSignificant", () => {
  it.each([
    [1234567n, 1n, 4, "1235000"],
    [12345n, 10n, 4, "1235"],
    [123n, 100_000n, 2, "0.0012"],
    [1n, 3n, 6, "0.333333"],
    [2n, 3n, 6, "0.666667"],
    [15n, 10n, 3, "1.5"],
    [9996n, 1000n, 3, "10"],
    [0n, 7n, 3, "0"],
    [-15n, 10n, 1, "-2"],
    [15n, -10n, 2, "-1.5"],
  ])("%i/%i to %i digits is %s (half up)", (numerator, denominator, digits, expected) => {
    expect(formatSignificant(numerator, denominator, digits, Rounding.ROUND_HALF_UP)).toBe(expected);
  });

  it("rounds down and up on the magnitude", () => {
    expect(formatSignificant(2n, 3n, 3, Rounding.ROUND_DOWN)).toBe("0.666");
    expect(formatSignificant(1n, 3n, 3, Rounding.ROUND_UP)).toBe("0.334");
    expect(formatSignificant(-2n, 3n, 3, Rounding.ROUND_DOWN)).toBe("-0.666");
  });

  it("rounds once from the exact value", () => {
    // 1.0000001 rounds up to 1.00001; the published SDK divides to 7 digits first (truncating to 1.000000)
    // and gives "1".
    expect(formatSignificant(10_000_001n, 10_000_000n, 6, Rounding.ROUND_UP)).toBe("1.00001");
    // 1.2449999 is below the half: 1.2, where rounding to 1.245 first would give 1.25 and then 1.3.
    expect(formatSignificant(12_449_999n, 10_000_000n, 2, Rounding.ROUND_HALF_UP)).toBe("1.2");
  });

  it("writes huge and tiny values without an exponent", () => {
    expect(formatSignificant(10n ** 30n, 3n, 3, Rounding.ROUND_DOWN)).toBe("333000000000000000000000000000");
    expect(formatSignificant(1n, 3n * 10n ** 20n, 2, Rounding.ROUND_DOWN)).toBe("0.0000000000000000000033");
  });

  it("rejects a digit count below one", () => {
    expect(() => formatSignificant(1n, 1n, 0, Rounding.ROUND_DOWN)).toThrow(RangeError);
  });
});
