import { describe, expect, it } from "vitest";
import { getPoolRoiProps } from "./getPoolRoiProps.ts";
import { buildPoolListItems } from "./PoolListItem.ts";
import { AXS, CAKE, makeManualCakePool, makePool, makeVault, ONE } from "./poolFixtures.ts";

const english = (key: string, data?: Readonly<Record<string, string | number>>) =>
  key.replace(/%(\w+)%/g, (_, name: string) => String(data?.[name]));

const wbnb = {
  address: "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c",
  symbol: "BNB",
  decimals: 18,
  projectLink: "",
} as const;

describe("getPoolRoiProps", () => {
  it("passes a pool's APR, prices, tokens and the account's balance, with a link to buy the staking token", () => {
    const pool = makePool({
      earningToken: AXS,
      apr: 42.5,
      stakingTokenPrice: 2,
      earningTokenPrice: 7,
      userData: { allowance: 0n, stakingTokenBalance: 3n * ONE, stakedBalance: 0n, pendingReward: 0n },
    });
    expect(getPoolRoiProps({ kind: "pool", key: "p", pool }, english)).toEqual({
      apr: 42.5,
      earningTokenPrice: 7,
      stakingTokenPrice: 2,
      stakingTokenSymbol: "CAKE",
      earningTokenSymbol: "AXS",
      stakingTokenDecimals: 18,
      stakingTokenBalance: 3n * ONE,
      linkLabel: "Get CAKE",
      linkHref: `/swap?outputCurrency=${CAKE.address}`,
    });
  });

  it("links the BNB pool to buying BNB itself, and has no balance without an account", () => {
    const pool = makePool({ stakingToken: wbnb, isNativeStaking: true, earningToken: CAKE });
    expect(getPoolRoiProps({ kind: "pool", key: "p", pool }, english)).toMatchObject({
      linkLabel: "Get BNB",
      linkHref: "/swap?outputCurrency=BNB",
      stakingTokenBalance: undefined,
    });
  });

  it("gives the vault the CAKE pool's APR, 5000 compounds a day and its performance fee in percent", () => {
    const vault = makeVault({
      fees: { performanceFee: 200, callFee: 25, withdrawalFee: 10, withdrawalFeePeriod: 259_200 },
      userData: {
        userShares: 0n,
        cakeAtLastUserAction: 0n,
        lastDepositedTime: 0,
        lastUserActionTime: 0,
        allowance: 0n,
        cakeBalance: 9n * ONE,
      },
    });
    const [item] = buildPoolListItems(
      [makeManualCakePool({ apr: 30, stakingTokenPrice: 2, earningTokenPrice: 2 })],
      vault,
    );
    if (!item) throw new Error("expected the vault");
    expect(getPoolRoiProps(item, english)).toEqual({
      apr: 30,
      earningTokenPrice: 2,
      stakingTokenPrice: 2,
      stakingTokenSymbol: "CAKE",
      earningTokenSymbol: "CAKE",
      stakingTokenDecimals: 18,
      stakingTokenBalance: 9n * ONE,
      autoCompoundFrequency: 5000,
      performanceFee: 2,
      linkLabel: "Get CAKE",
      linkHref: `/swap?outputCurrency=${CAKE.address}`,
    });
  });

  it("has nothing to calculate while the APR or a price is unknown", () => {
    const item = (overrides: Parameters<typeof makePool>[0]) =>
      ({ kind: "pool", key: "p", pool: makePool(overrides) }) as const;
    expect(getPoolRoiProps(item({ apr: null }), english)).toBeUndefined();
    expect(getPoolRoiProps(item({ stakingTokenPrice: null }), english)).toBeUndefined();
    expect(getPoolRoiProps(item({ earningTokenPrice: null }), english)).toBeUndefined();
  });
});
