import { describe, expect, it } from "vitest";
import { toPool } from "./toPool.ts";
import { dogePool, manualPool } from "./poolTestFixtures.ts";

const CAKE = 10n ** 18n;
const prices = { stakingTokenPrice: 2.5, earningTokenPrice: 0.15 };
// 0.5 DOGE a block over 300,000 CAKE: 105.12% (see computePoolApr).
const dogeState = {
  startBlock: 100,
  endBlock: 300,
  totalStaked: 300_000n * CAKE,
  stakingLimit: 100n * CAKE,
  tokenPerBlock: 50_000_000n,
};

describe("toPool", () => {
  it("joins the catalogue entry, the chain state, prices and the position", () => {
    const userData = { allowance: 0n, stakingTokenBalance: 1n, stakedBalance: 2n, pendingReward: 3n };
    const pool = toPool(dogePool, dogeState, prices, userData, 299);
    expect(pool).toMatchObject({
      sousId: 1,
      contractAddress: dogePool.contractAddress,
      tokenPerBlock: 50_000_000n,
      startBlock: 100,
      endBlock: 300,
      totalStaked: 300_000n * CAKE,
      stakingLimit: 100n * CAKE,
      isFinished: false,
      stakingTokenPrice: 2.5,
      earningTokenPrice: 0.15,
      userData,
    });
    expect(pool.apr).toBeCloseTo(105.12, 9);
  });

  it("finishes a pool at its end block and then shows 0% APR", () => {
    const pool = toPool(dogePool, dogeState, prices, undefined, 300);
    expect(pool.isFinished).toBe(true);
    expect(pool.apr).toBe(0);
  });

  it("never finishes the manual CAKE pool", () => {
    const state = { ...dogeState, endBlock: null, tokenPerBlock: 40n * CAKE };
    expect(
      toPool(manualPool, state, { stakingTokenPrice: 2, earningTokenPrice: 2 }, undefined, 10 ** 9)
        .isFinished,
    ).toBe(false);
  });

  it("has no APR while a price is unknown", () => {
    expect(
      toPool(dogePool, dogeState, { ...prices, earningTokenPrice: null }, undefined, 200).apr,
    ).toBeNull();
  });
});
