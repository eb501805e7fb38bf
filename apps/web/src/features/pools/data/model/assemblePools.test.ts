import { describe, expect, it } from "vitest";
import { maxUint256 } from "viem";
import { assemblePools } from "./assemblePools.ts";
import { poolPriceTokens } from "./poolPriceTokens.ts";
import { bnbPool, dogePool, manualPool } from "./poolTestFixtures.ts";

const CAKE = 10n ** 18n;
const pools = [manualPool, dogePool, bnbPool];
const priceTokens = poolPriceTokens(pools);
// CAKE $2.50, DOGE $0.15, BNB $600 (in poolPriceTokens' order: CAKE, DOGE, WBNB).
const prices = [2.5, 0.15, 600];
const publicReads = [
  [1n, 1_000_000n * CAKE, [manualPool.contractAddress, 1000n, 1n, 0n], 1000n, 40n * CAKE],
  [100n, 300n, 300_000n * CAKE, 0n, 50_000_000n],
  [100n, 500n, 10n * CAKE, 0n, 10n ** 17n],
];

describe("assemblePools", () => {
  it("prices every pool and keeps catalogue order", () => {
    const { pools: assembled, unreadable } = assemblePools({
      pools,
      publicReads,
      userReads: undefined,
      nativeBalance: undefined,
      priceTokens,
      prices,
      currentBlock: 200,
    });
    expect(unreadable).toEqual([]);
    expect(assembled.map((pool) => pool.sousId)).toEqual([0, 1, 2]);
    expect(assembled.map((pool) => pool.userData)).toEqual([undefined, undefined, undefined]);
    // Pool 0: 42,048% (see computePoolApr). Pool 1: 105.12%. Pool 2: 0.1 CAKE ($0.25) a block is
    // $2,628,000 a year over 10 BNB ($6,000): 43,800%.
    expect(assembled[0]?.apr).toBeCloseTo(42_048, 9);
    expect(assembled[1]?.apr).toBeCloseTo(105.12, 9);
    expect(assembled[2]?.apr).toBeCloseTo(43_800, 9);
    expect(assembled[2]).toMatchObject({ stakingTokenPrice: 600, earningTokenPrice: 2.5 });
  });

  it("adds the account's positions, with the native balance for the BNB pool", () => {
    const { pools: assembled } = assemblePools({
      pools,
      publicReads,
      userReads: [
        [0n, 20n * CAKE, [0n, 0n], 0n],
        [maxUint256, 20n * CAKE, [5n * CAKE, 0n], 123n],
        [[CAKE, 0n], 456n],
      ],
      nativeBalance: 3n * CAKE,
      priceTokens,
      prices,
      currentBlock: 200,
    });
    expect(assembled[1]?.userData).toEqual({
      allowance: maxUint256,
      stakingTokenBalance: 20n * CAKE,
      stakedBalance: 5n * CAKE,
      pendingReward: 123n,
    });
    expect(assembled[2]?.userData).toEqual({
      allowance: maxUint256,
      stakingTokenBalance: 3n * CAKE,
      stakedBalance: CAKE,
      pendingReward: 456n,
    });
  });

  it("leaves out pools whose public reads did not answer, and names them", () => {
    const { pools: assembled, unreadable } = assemblePools({
      pools,
      publicReads: [publicReads[0] ?? [], [null, null, null, null, null], publicReads[2] ?? []],
      userReads: undefined,
      nativeBalance: undefined,
      priceTokens,
      prices: [null, null, null],
      currentBlock: 200,
    });
    expect(assembled.map((pool) => pool.sousId)).toEqual([0, 2]);
    expect(unreadable).toEqual([1]);
    expect(assembled[0]?.apr).toBeNull();
  });
});
