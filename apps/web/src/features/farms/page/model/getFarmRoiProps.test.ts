import { describe, expect, it } from "vitest";
import { makeFarm, ONE } from "./farmFixtures.ts";
import { getFarmRoiProps } from "./getFarmRoiProps.ts";

const english = (key: string, data?: Readonly<Record<string, string | number>>) =>
  key.replace(/%(\w+)%/g, (_, name: string) => String(data?.[name]));
const context = { cakePriceUsd: 2.5, addLiquidityHref: "/add/0xToken/BNB" };

describe("getFarmRoiProps", () => {
  it("opens the calculator in farm mode with the base APR, LP rewards, multiplier and a link to get the LP", () => {
    const farm = makeFarm({
      apr: 120,
      lpRewardsApr: 5,
      lpTokenPriceUsd: 60,
      multiplier: "40X",
      userData: { allowance: 0n, tokenBalance: 3n * ONE, stakedBalance: 0n, earnings: 0n },
    });
    expect(getFarmRoiProps(farm, context, english)).toEqual({
      apr: 120,
      lpRewardsApr: 5,
      earningTokenPrice: 2.5,
      stakingTokenPrice: 60,
      stakingTokenSymbol: "CAKE-BNB LP",
      earningTokenSymbol: "CAKE",
      stakingTokenBalance: 3n * ONE,
      stakingTokenDecimals: 18,
      multiplier: "40X",
      linkLabel: "Get CAKE-BNB LP",
      linkHref: "/add/0xToken/BNB",
      isFarm: true,
    });
  });

  it("leaves LP rewards out while the indexer cannot tell them, and the balance out without an account", () => {
    const props = getFarmRoiProps(makeFarm({ lpRewardsApr: null, totalApr: 120 }), context, english);
    expect(props?.lpRewardsApr).toBeUndefined();
    expect(props?.stakingTokenBalance).toBeUndefined();
  });

  it("has nothing to calculate while the APR, the LP price or CAKE's price is unknown", () => {
    expect(getFarmRoiProps(makeFarm({ apr: null }), context, english)).toBeUndefined();
    expect(getFarmRoiProps(makeFarm({ lpTokenPriceUsd: null }), context, english)).toBeUndefined();
    expect(getFarmRoiProps(makeFarm(), { ...context, cakePriceUsd: null }, english)).toBeUndefined();
  });
});
