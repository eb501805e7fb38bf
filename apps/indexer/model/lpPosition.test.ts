import { describe, expect, it } from "vitest";
import { addDeposit, EMPTY_LP_POSITION, receiveLp, sendLp, type PairAtTransfer } from "./lpPosition.ts";

// A pool of 1000 and 4000 raw units: sqrt(k) = 2000, 1000 LP units at g = 2.
const POOL: PairAtTransfer = {
  liquidityPerLp: 2,
  sqrtK: 2000,
  reserve0: 1000n,
  reserve1: 4000n,
  reserveUSD: 8000,
};
// The same pool after trades: k grew by 21%, the LPs' g by 10%.
const GROWN: PairAtTransfer = {
  liquidityPerLp: 2.2,
  sqrtK: 2200,
  reserve0: 1100n,
  reserve1: 4400n,
  reserveUSD: 8800,
};

describe("lpPosition", () => {
  it("enters a deposit at the current liquidity per unit, with its Mint amounts", () => {
    const deposited = addDeposit(receiveLp(EMPTY_LP_POSITION, 100n, POOL, false), 100n, 400n);
    expect(deposited).toEqual({
      ...EMPTY_LP_POSITION,
      balance: 100n,
      entryLiquidity: 200,
      deposited0: 100n,
      deposited1: 400n,
    });
  });

  it("values units received by transfer at their underlying tokens", () => {
    expect(receiveLp(EMPTY_LP_POSITION, 100n, POOL, true)).toMatchObject({
      deposited0: 100n,
      deposited1: 400n,
    });
  });

  it("realizes the growth of liquidity per unit as fees on withdrawal", () => {
    const deposited = addDeposit(receiveLp(EMPTY_LP_POSITION, 100n, POOL, false), 100n, 400n);
    const withdrawn = sendLp(deposited, 100n, GROWN);
    // 100 units × (2.2 − 2) = 20 of sqrt(k) 2200: 1/110 of the reserves.
    expect(withdrawn.balance).toBe(0n);
    expect(withdrawn.entryLiquidity).toBe(0);
    expect(withdrawn.deposited0).toBe(0n);
    expect(withdrawn.realizedFees0).toBeCloseTo(10, 9);
    expect(withdrawn.realizedFees1).toBeCloseTo(40, 9);
    expect(withdrawn.realizedFeesUSD).toBeCloseTo(80, 9);
  });

  it("takes a partial withdrawal's pro-rata share and keeps the rest's entry", () => {
    const deposited = addDeposit(receiveLp(EMPTY_LP_POSITION, 100n, POOL, false), 100n, 400n);
    const half = sendLp(deposited, 50n, GROWN);
    expect(half).toMatchObject({ balance: 50n, entryLiquidity: 100, deposited0: 50n, deposited1: 200n });
    expect(half.realizedFeesUSD).toBeCloseTo(40, 9);
  });

  it("averages the entry of deposits made at different times", () => {
    const first = receiveLp(EMPTY_LP_POSITION, 100n, POOL, false);
    const second = receiveLp(first, 100n, GROWN, false);
    expect(second.entryLiquidity).toBeCloseTo(420, 9);
    // Withdrawing everything at GROWN realizes only the first deposit's growth.
    expect(sendLp(second, 200n, GROWN).realizedFeesUSD).toBeCloseTo(80, 9);
  });

  it("ignores units sent from an account it never saw receive any", () => {
    expect(sendLp(EMPTY_LP_POSITION, 10n, POOL)).toBe(EMPTY_LP_POSITION);
  });
});
