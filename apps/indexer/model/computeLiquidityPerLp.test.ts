import { describe, expect, it } from "vitest";
import { computeLiquidityPerLp, pendingProtocolLiquidity } from "./computeLiquidityPerLp.ts";

describe("pendingProtocolLiquidity", () => {
  it("is nothing while the fee is off or k has not grown", () => {
    expect(pendingProtocolLiquidity({ sqrtK: 1100, totalSupply: 1000, sqrtKLast: 0 })).toBe(0);
    expect(pendingProtocolLiquidity({ sqrtK: 1000, totalSupply: 1000, sqrtKLast: 1000 })).toBe(0);
  });

  it("is GriddlePair's 8/25 share of the growth of sqrt(k)", () => {
    // 1000 × 100 × 8 / (1100 × 17 + 1000 × 8) = 800,000 / 26,700
    expect(pendingProtocolLiquidity({ sqrtK: 1100, totalSupply: 1000, sqrtKLast: 1000 })).toBeCloseTo(
      29.962546816,
      9,
    );
  });
});

describe("computeLiquidityPerLp", () => {
  it("is 1 before the first deposit", () => {
    expect(computeLiquidityPerLp({ sqrtK: 0, totalSupply: 0, sqrtKLast: 0 })).toBe(1);
  });

  it("is sqrt(k) per unit when nothing is pending", () => {
    expect(computeLiquidityPerLp({ sqrtK: 2000, totalSupply: 1000, sqrtKLast: 2000 })).toBe(2);
  });

  it("keeps the LPs' 17/25 of the growth once the protocol's units are counted", () => {
    const perLp = computeLiquidityPerLp({ sqrtK: 1100, totalSupply: 1000, sqrtKLast: 1000 });
    expect(perLp).toBeCloseTo(1100 / (1000 + 800_000 / 26_700), 12);
    // sqrt(k) grew 10%, of which the LPs keep 17/25 of the relative growth to first order.
    expect(perLp).toBeGreaterThan(1);
    expect(perLp).toBeLessThan(1.1);
  });

  it("does not move when a deposit adds sqrt(k) in proportion to the units", () => {
    const before = computeLiquidityPerLp({ sqrtK: 1000, totalSupply: 500, sqrtKLast: 1000 });
    const after = computeLiquidityPerLp({ sqrtK: 1500, totalSupply: 750, sqrtKLast: 1500 });
    expect(after).toBe(before);
  });
});
