import { describe, expect, it } from "vitest";
import { toUsdValue } from "./toUsdValue.ts";

describe("toUsdValue", () => {
  it("multiplies the whole-token amount by the price", () => {
    expect(toUsdValue(2_500_000_000_000_000_000n, 18, 4)).toBe(10);
    expect(toUsdValue(150_000_000n, 8, 2)).toBe(3);
  });

  it("has no value without a price", () => {
    expect(toUsdValue(10n ** 18n, 18, null)).toBeUndefined();
    expect(toUsdValue(10n ** 18n, 18, Number.NaN)).toBeUndefined();
  });
});
