import { describe, expect, it } from "vitest";
import { toFarm } from "./toFarm.ts";
import { cakeBnbFarm } from "./farmTestFixtures.ts";
import type { FarmChainState } from "./parseFarmPublicReads.ts";

const E18 = 10n ** 18n;
// 40 of 100 LP staked in a pair of 1,000,000 CAKE and 50,000 WBNB; 4,000 of 10,000 allocation points.
const state: FarmChainState = {
  lpStaked: 40n * E18,
  lpTotalSupply: 100n * E18,
  tokenBalanceLp: 1_000_000n * E18,
  quoteTokenBalanceLp: 50_000n * E18,
  allocPoint: 4000n,
};
const masterChef = { totalAllocPoint: 10_000n, cakePerBlock: 40n * E18 };
// WBNB at $300, CAKE at $15.
const prices = { quoteTokenPriceUsd: 300, cakePriceUsd: 15 };

describe("toFarm", () => {
  it("derives weight, multiplier, prices, liquidity and APRs", () => {
    const farm = toFarm(cakeBnbFarm, state, masterChef, prices, 2.5, undefined);
    expect(farm).toMatchObject({
      pid: 1,
      lpSymbol: "CAKE-BNB LP",
      lpAddress: cakeBnbFarm.lpAddress,
      isCommunity: false,
      lpTotalSupply: 100n * E18,
      lpStaked: 40n * E18,
      allocPoint: 4000,
      poolWeight: 0.4,
      multiplier: "40X",
      lpRewardsApr: 2.5,
      isFinished: false,
      userData: undefined,
    });
    // The token through its own pair: 0.05 WBNB at $300.
    expect(farm.token).toMatchObject({ symbol: "CAKE", decimals: 18 });
    expect(farm.token.busdPrice).toBeCloseTo(15, 9);
    expect(farm.quoteToken).toMatchObject({ symbol: "WBNB", busdPrice: 300 });
    // 40,000 WBNB of staked LP value at $300.
    expect(farm.liquidityUsd).toBeCloseTo(12_000_000, 6);
    // The pair's 100,000 WBNB of value over 100 LP: 1,000 WBNB, $300,000 per LP.
    expect(farm.lpTokenPriceUsd).toBeCloseTo(300_000, 6);
    // See computeFarmApr: 21,024%, plus 2.5% of LP rewards.
    expect(farm.apr).toBeCloseTo(21_024, 9);
    expect(farm.totalApr).toBeCloseTo(21_026.5, 9);
  });

  it("marks a farm without allocation finished, at 0X and 0% base APR", () => {
    const farm = toFarm(cakeBnbFarm, { ...state, allocPoint: 0n }, masterChef, prices, null, undefined);
    expect(farm).toMatchObject({ isFinished: true, multiplier: "0X", poolWeight: 0, apr: 0, totalApr: 0 });
  });

  it("shows the base APR alone while LP rewards are unknown, and no APR without prices", () => {
    expect(toFarm(cakeBnbFarm, state, masterChef, prices, null, undefined).totalApr).toBeCloseTo(21_024, 9);
    const unpriced = toFarm(
      cakeBnbFarm,
      state,
      masterChef,
      { quoteTokenPriceUsd: null, cakePriceUsd: 15 },
      2.5,
      undefined,
    );
    expect(unpriced).toMatchObject({ liquidityUsd: null, lpTokenPriceUsd: null, apr: null, totalApr: null });
    expect(unpriced.token.busdPrice).toBeNull();
    expect(unpriced.quoteToken.busdPrice).toBeNull();
  });

  it("weighs nothing while MasterChef has no allocation at all", () => {
    const farm = toFarm(cakeBnbFarm, state, { ...masterChef, totalAllocPoint: 0n }, prices, null, undefined);
    expect(farm.poolWeight).toBe(0);
  });

  it("carries the account's position", () => {
    const userData = { allowance: 1n, tokenBalance: 2n, stakedBalance: 3n, earnings: 4n };
    expect(toFarm(cakeBnbFarm, state, masterChef, prices, null, userData).userData).toBe(userData);
  });
});
