import { describe, expect, it } from "vitest";
import { computeRecentCakeProfit } from "./computeRecentCakeProfit.ts";

const ONE = 10n ** 18n;

describe("computeRecentCakeProfit", () => {
  it("is the shares' CAKE value less their value at the last action", () => {
    expect(
      computeRecentCakeProfit({
        userShares: 100n * ONE,
        pricePerFullShare: (ONE * 11n) / 10n,
        cakeAtLastUserAction: 105n * ONE,
      }),
    ).toBe(5n * ONE);
  });

  it("never goes below zero", () => {
    expect(
      computeRecentCakeProfit({
        userShares: 100n * ONE,
        pricePerFullShare: ONE,
        cakeAtLastUserAction: 101n * ONE,
      }),
    ).toBe(0n);
  });

  it("is zero without shares or a recorded action", () => {
    expect(
      computeRecentCakeProfit({ userShares: 0n, pricePerFullShare: 2n * ONE, cakeAtLastUserAction: ONE }),
    ).toBe(0n);
    expect(
      computeRecentCakeProfit({ userShares: ONE, pricePerFullShare: 2n * ONE, cakeAtLastUserAction: 0n }),
    ).toBe(0n);
  });
});
