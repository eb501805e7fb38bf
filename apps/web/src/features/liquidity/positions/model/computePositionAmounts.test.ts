import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "@griddle/sdk";
import { CAKE, CAKE_WBNB, E18, WBNB } from "../../model/liquidityTestFixtures.ts";
import { computePositionAmounts } from "./computePositionAmounts.ts";

const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(CAKE_WBNB.liquidityToken, raw);

describe("computePositionAmounts", () => {
  it("gives the balance's share of the supply and of each reserve", () => {
    // 240,000 CAKE : 1,000 WBNB with 10,000 LP in supply; holding 250 LP is 2.5%.
    const { poolShare, pooled0, pooled1 } = computePositionAmounts(
      CAKE_WBNB,
      lp(250n * E18),
      lp(10_000n * E18),
    );
    expect(poolShare?.toFixed(2)).toBe("2.50");
    expect(pooled0?.currency).toBe(CAKE);
    expect(pooled0?.quotient).toBe(6_000n * E18);
    expect(pooled1?.currency).toBe(WBNB);
    expect(pooled1?.quotient).toBe(25n * E18);
  });

  it("rounds pooled amounts down, as the pair pays out on burn", () => {
    const { pooled1 } = computePositionAmounts(CAKE_WBNB, lp(1n), lp(3n * E18));
    // 1 × 1,000e18 / 3e18 = 333.33… units
    expect(pooled1?.quotient).toBe(333n);
  });

  it("shows nothing while either figure is missing or the supply is below the balance", () => {
    const nothing = { poolShare: undefined, pooled0: undefined, pooled1: undefined };
    expect(computePositionAmounts(CAKE_WBNB, undefined, lp(E18))).toEqual(nothing);
    expect(computePositionAmounts(CAKE_WBNB, lp(E18), undefined)).toEqual(nothing);
    expect(computePositionAmounts(CAKE_WBNB, lp(2n * E18), lp(E18))).toEqual(nothing);
    expect(computePositionAmounts(CAKE_WBNB, lp(0n), lp(0n))).toEqual(nothing);
  });

  it("gives the whole pool to a holder of the whole supply", () => {
    const { poolShare, pooled0 } = computePositionAmounts(CAKE_WBNB, lp(E18), lp(E18));
    expect(poolShare?.toFixed(2)).toBe("100.00");
    expect(pooled0?.quotient).toBe(240_000n * E18);
  });
});
