import { describe, expect, it } from "vitest";
import { getAmountOut } from "./getAmountOut.ts";

describe("getAmountOut", () => {
  it("charges 0.25% of the input, rounding the output down", () => {
    // 1000·9975·10000 / (10000·10000 + 1000·9975) = 907.02...
    expect(getAmountOut(1000n, 10_000n, 10_000n)).toBe(907n);
    // A trade too small to move the price gets 99.75% of it (less one unit of rounding).
    expect(getAmountOut(10n ** 6n, 10n ** 30n, 10n ** 30n)).toBe(997_499n);
  });
});
