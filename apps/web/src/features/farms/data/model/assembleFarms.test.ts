import { describe, expect, it } from "vitest";
import { assembleFarms, type AssembleFarmsParameters } from "./assembleFarms.ts";
import { farmPriceTokens } from "./farmPriceTokens.ts";
import { cake, cakeBnbFarm, CAKE_BNB_LP, usdtBusdFarm, USDT_BUSD_LP } from "./farmTestFixtures.ts";

const E18 = 10n ** 18n;
const farms = [cakeBnbFarm, usdtBusdFarm];
const priceTokens = farmPriceTokens(farms, cake.address);
const DAY = 86_400;
const NOW = 19_700 * DAY;

const parameters: AssembleFarmsParameters = {
  farms,
  masterChefReads: [10_000n, 40n * E18],
  publicReads: [
    [40n * E18, 100n * E18, 1_000_000n * E18, 50_000n * E18, [CAKE_BNB_LP, 4000n, 1n, 0n]],
    [50n * E18, 100n * E18, 1_000n * 10n ** 6n, 1_000n * E18, [USDT_BUSD_LP, 0n, 1n, 0n]],
  ],
  userReads: undefined,
  priceTokens,
  // CAKE $15, WBNB $300, BUSD $1 (farmPriceTokens' order).
  prices: [15, 300, 1],
  tradingHistories: new Map([
    [
      CAKE_BNB_LP.toLowerCase(),
      {
        reserveUsd: 30_000_000,
        createdAt: NOW - DAY,
        days: [],
        hours: [{ start: NOW - 3600, volumeUsd: 2_000_000 }],
      },
    ],
  ]),
  now: NOW,
};

describe("assembleFarms", () => {
  it("values every farm in catalogue order, with LP rewards where the indexer knows the pair", () => {
    const { farms: assembled, unreadable } = assembleFarms(parameters);
    expect(unreadable).toEqual([]);
    expect(assembled.map((farm) => farm.pid)).toEqual([1, 2]);
    // See toFarm and computeLpRewardsApr: 21,024% base and 4.1366...% from 24-hour volume.
    expect(assembled[0]?.apr).toBeCloseTo(21_024, 9);
    expect(assembled[0]?.lpRewardsApr).toBeCloseTo(4.1366666667, 9);
    // Half of 1,000 BUSD ×2 = $1,000 staked; finished (0 points), so 0% base and no indexed volume.
    expect(assembled[1]).toMatchObject({ isFinished: true, apr: 0, lpRewardsApr: null, totalApr: 0 });
    expect(assembled[1]?.liquidityUsd).toBeCloseTo(1000, 9);
    expect(assembled.map((farm) => farm.userData)).toEqual([undefined, undefined]);
  });

  it("adds the account's positions", () => {
    const { farms: assembled } = assembleFarms({
      ...parameters,
      userReads: [
        [0n, 5n, [0n, 0n], 0n],
        [1n, 6n, [7n, 0n], 8n],
      ],
    });
    expect(assembled[1]?.userData).toEqual({
      allowance: 1n,
      tokenBalance: 6n,
      stakedBalance: 7n,
      earnings: 8n,
    });
  });

  it("leaves LP rewards unknown while the indexer or the chain time is", () => {
    expect(assembleFarms({ ...parameters, tradingHistories: undefined }).farms[0]?.lpRewardsApr).toBeNull();
    expect(assembleFarms({ ...parameters, now: undefined }).farms[0]?.lpRewardsApr).toBeNull();
  });

  it("leaves out farms whose reads did not answer, and all of them without MasterChef's", () => {
    const partial = assembleFarms({
      ...parameters,
      publicReads: [[null, null, null, null, null], parameters.publicReads[1] ?? []],
    });
    expect(partial.farms.map((farm) => farm.pid)).toEqual([2]);
    expect(partial.unreadable).toEqual([1]);
    expect(assembleFarms({ ...parameters, masterChefReads: [null, null] })).toEqual({
      farms: [],
      unreadable: [1, 2],
    });
  });
});
