import { describe, expect, it } from "vitest";
import { getAmountIn } from "./getAmountIn.ts";
import { getAmountOut } from "./getAmountOut.ts";

describe("getAmountIn", () => {
  it("asks for an input that pays at least the output, rounding the input up", () => {
    expect(getAmountIn(907n, 10_000n, 10_000n)).toBe(1000n);
    for (const [reserveIn, reserveOut] of [
      [10_000n, 10_000n],
      [10n ** 18n, 3n * 10n ** 6n],
      [7n, 10n ** 30n],
    ] as const) {
      for (const amountOut of [1n, 2n, 5n, 999n]) {
        if (amountOut >= reserveOut) continue;
        const amountIn = getAmountIn(amountOut, reserveIn, reserveOut);
        expect(getAmountOut(amountIn, reserveIn, reserveOut)).toBeGreaterThanOrEqual(amountOut);
      }
    }
  });
});
