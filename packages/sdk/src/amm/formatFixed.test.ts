import { describe, expect, it } from "vitest";
import { formatFixed } from "./formatFixed.ts";
import { Rounding } from "./Rounding.ts";

describe("formatFixed", () => {
  it.each([
    [1n, 3n, 4, Rounding.ROUND_HALF_UP, "0.3333"],
    [2n, 3n, 4, Rounding.ROUND_HALF_UP, "0.6667"],
    [2n, 3n, 4, Rounding.ROUND_DOWN, "0.6666"],
    [1n, 3n, 4, Rounding.ROUND_UP, "0.3334"],
    [5n, 1000n, 2, Rounding.ROUND_HALF_UP, "0.01"],
    [5n, 2n, 0, Rounding.ROUND_HALF_UP, "3"],
    [5n, 2n, 0, Rounding.ROUND_DOWN, "2"],
    [12n, 1n, 3, Rounding.ROUND_DOWN, "12.000"],
    [0n, 1n, 2, Rounding.ROUND_UP, "0.00"],
    [-7n, 4n, 1, Rounding.ROUND_HALF_UP, "-1.8"],
    [-1n, 1000n, 2, Rounding.ROUND_DOWN, "0.00"],
  ])("%i/%i to %i places (rounding %i) is %s", (numerator, denominator, decimals, rounding, expected) => {
    expect(formatFixed(numerator, denominator, decimals, rounding)).toBe(expected);
  });

  it("keeps every digit of a large value", () => {
    expect(formatFixed(123456789012345678901234567890n, 10n ** 18n, 2, Rounding.ROUND_DOWN)).toBe(
      "123456789012.34",
    );
  });

  it("rejects negative decimals", () => {
    expect(() => formatFixed(1n, 1n, -1, Rounding.ROUND_DOWN)).toThrow(RangeError);
  });
});
