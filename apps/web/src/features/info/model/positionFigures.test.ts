import { describe, expect, it } from "vitest";
import { positionFigures } from "./positionFigures.ts";

describe("positionFigures", () => {
  it("values the units, splits off the fees and compares the rest with holding", () => {
    // Deposited 100 + 400 raw units at $1 and $0.25 ($200) for 100 units at g = 2. The price of
    // token0 has since quadrupled: the pool holds 2000 and 2000 at sqrt(k) 2000, g grew to 2.2.
    const figures = positionFigures({
      balance: 100n,
      entryLiquidity: 200,
      deposited0: 100n,
      deposited1: 400n,
      realizedFeesUsd: 5,
      liquidityPerLp: 2.2,
      sqrtK: 2000,
      reserve0: 2000n,
      reserve1: 2000n,
      price0PerRaw: 1,
      price1PerRaw: 1,
    });
    expect(figures.valueUsd).toBeCloseTo(440, 9);
    expect(figures.feesEarnedUsd).toBeCloseTo(45, 9);
    expect(figures.holdValueUsd).toBe(500);
    // 200 of sqrt(k) at $2 each: $400 against $500 held, a 20% loss.
    expect(figures.impermanentLossUsd).toBeCloseTo(-100, 9);
    expect(figures.impermanentLossPercent).toBeCloseTo(-20, 9);
  });

  it("has no loss percentage without a deposit to compare with", () => {
    const figures = positionFigures({
      balance: 0n,
      entryLiquidity: 0,
      deposited0: 0n,
      deposited1: 0n,
      realizedFeesUsd: 3,
      liquidityPerLp: 1,
      sqrtK: 0,
      reserve0: 0n,
      reserve1: 0n,
      price0PerRaw: 0,
      price1PerRaw: 0,
    });
    expect(figures).toEqual({
      valueUsd: 0,
      feesEarnedUsd: 3,
      holdValueUsd: 0,
      impermanentLossUsd: 0,
      impermanentLossPercent: null,
    });
  });
});
