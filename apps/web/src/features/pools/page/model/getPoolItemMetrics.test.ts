import { describe, expect, it } from "vitest";
import { getPoolItemMetrics, toTokenNumber } from "./getPoolItemMetrics.ts";
import { buildPoolListItems, type PoolListItem } from "./PoolListItem.ts";
import { DOGE, makeManualCakePool, makePool, makeVault, ONE } from "./poolFixtures.ts";

const vaultItem = (vault = makeVault()): PoolListItem => {
  const [item] = buildPoolListItems([makeManualCakePool()], vault);
  if (item?.kind !== "vault") throw new Error("expected the vault first");
  return item;
};

describe("getPoolItemMetrics", () => {
  it("values a pool's pending reward and total stake at their token prices", () => {
    const pool = makePool({
      earningToken: DOGE,
      earningTokenPrice: 0.25,
      stakingTokenPrice: 2,
      totalStaked: 1_500n * ONE,
      userData: {
        allowance: 0n,
        stakingTokenBalance: 0n,
        stakedBalance: 3n * ONE,
        pendingReward: 12n * 10n ** 8n,
      },
    });
    expect(getPoolItemMetrics({ kind: "pool", key: "p", pool })).toEqual({
      apr: 50,
      earned: 12n * 10n ** 8n,
      earnedUsd: 3,
      totalStaked: 1_500n * ONE,
      totalStakedUsd: 3_000,
      hasStake: true,
    });
  });

  it("counts unknown prices and a missing account as zero dollars and no stake", () => {
    const pool = makePool({ earningTokenPrice: null, stakingTokenPrice: null, apr: null });
    const metrics = getPoolItemMetrics({ kind: "pool", key: "p", pool });
    expect(metrics).toMatchObject({
      apr: null,
      earned: undefined,
      earnedUsd: 0,
      totalStakedUsd: 0,
      hasStake: false,
    });
  });

  it("gives the vault its APY, its CAKE and the account's profit since its last action", () => {
    const vault = makeVault({
      pricePerFullShare: (ONE * 11n) / 10n,
      userData: {
        userShares: 100n * ONE,
        cakeAtLastUserAction: 104n * ONE,
        lastDepositedTime: 0,
        lastUserActionTime: 0,
        allowance: 0n,
        cakeBalance: 0n,
      },
    });
    expect(getPoolItemMetrics(vaultItem(vault))).toEqual({
      apr: 34.5,
      earned: 6n * ONE,
      earnedUsd: 12,
      totalStaked: 600n * ONE,
      totalStakedUsd: 1_200,
      hasStake: true,
    });
  });

  it("never shows a vault loss (a withdraw fee) as negative earnings", () => {
    const vault = makeVault({
      userData: {
        userShares: 0n,
        cakeAtLastUserAction: 5n * ONE,
        lastDepositedTime: 0,
        lastUserActionTime: 0,
        allowance: 0n,
        cakeBalance: 0n,
      },
    });
    expect(getPoolItemMetrics(vaultItem(vault))).toMatchObject({ earned: 0n, earnedUsd: 0, hasStake: false });
  });
});

describe("toTokenNumber", () => {
  it("scales raw units by the token's decimals", () => {
    expect(toTokenNumber(1_234_500_000n, 8)).toBe(12.345);
    expect(toTokenNumber(0n, 18)).toBe(0);
  });
});
