import { describe, expect, it } from "vitest";
import { computeFarmApr } from "./computeFarmApr.ts";

describe("computeFarmApr", () => {
  it("values a year of the farm's share of the emission over its liquidity", () => {
    // 40 CAKE × 10,512,000 blocks × 0.4 = 168,192,000 CAKE a year; at $15 that is $2,522,880,000
    // over $12,000,000 staked: 21,024%.
    expect(
      computeFarmApr({ cakePerBlock: 40, poolWeight: 0.4, cakePriceUsd: 15, liquidityUsd: 12_000_000 }),
    ).toBeCloseTo(21_024, 9);
    // 1% of the emission at $2 over $1,051,200: 40 × 10,512,000 × 0.01 × 2 / 1,051,200 × 100 = 800%.
    expect(
      computeFarmApr({ cakePerBlock: 40, poolWeight: 0.01, cakePriceUsd: 2, liquidityUsd: 1_051_200 }),
    ).toBeCloseTo(800, 9);
  });

  it("is 0 for a finished farm that still holds liquidity", () => {
    expect(computeFarmApr({ cakePerBlock: 40, poolWeight: 0, cakePriceUsd: 15, liquidityUsd: 1000 })).toBe(0);
  });

  it("is null when a price or the liquidity is unknown, or nothing is staked", () => {
    expect(
      computeFarmApr({ cakePerBlock: 40, poolWeight: 0.4, cakePriceUsd: null, liquidityUsd: 1 }),
    ).toBeNull();
    expect(
      computeFarmApr({ cakePerBlock: 40, poolWeight: 0.4, cakePriceUsd: 15, liquidityUsd: null }),
    ).toBeNull();
    expect(
      computeFarmApr({ cakePerBlock: 40, poolWeight: 0.4, cakePriceUsd: 15, liquidityUsd: 0 }),
    ).toBeNull();
    expect(computeFarmApr({ cakePerBlock: 40, poolWeight: 0, cakePriceUsd: 15, liquidityUsd: 0 })).toBeNull();
  });
});
