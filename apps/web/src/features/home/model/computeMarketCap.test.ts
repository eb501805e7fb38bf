import { describe, expect, it } from "vitest";
import { computeMarketCap } from "./computeMarketCap.ts";

const ONE = 10n ** 18n;

describe("computeMarketCap", () => {
  it("prices the supply left after the burn", () => {
    // (1,000,000 - 250,000) CAKE x $2.5
    expect(
      computeMarketCap({
        totalSupply: 1_000_000n * ONE,
        burned: 250_000n * ONE,
        decimals: 18,
        priceUsd: 2.5,
      }),
    ).toBe(1_875_000);
  });

  it("keeps fractions of a token", () => {
    expect(
      computeMarketCap({ totalSupply: 15n * 10n ** 5n, burned: 5n * 10n ** 5n, decimals: 6, priceUsd: 4 }),
    ).toBe(4);
  });

  it("is 0 when everything was burned", () => {
    expect(computeMarketCap({ totalSupply: ONE, burned: 2n * ONE, decimals: 18, priceUsd: 3 })).toBe(0);
  });

  it("is unknown without a price", () => {
    expect(computeMarketCap({ totalSupply: ONE, burned: 0n, decimals: 18, priceUsd: null })).toBeNull();
  });
});
