import { describe, expect, it } from "vitest";
import { computeTotalValueLocked, type LockedPool } from "./computeTotalValueLocked.ts";

const ONE = 10n ** 18n;

function pool(totalStaked: bigint, stakingTokenPrice: number | null, decimals = 18): LockedPool {
  return { totalStaked, stakingToken: { decimals }, stakingTokenPrice };
}

describe("computeTotalValueLocked", () => {
  it("adds farm liquidity, pool stakes at their token price and the vault's CAKE outside the manual pool", () => {
    const tvl = computeTotalValueLocked({
      farms: [{ liquidityUsd: 1_000 }, { liquidityUsd: 250.5 }],
      // The manual CAKE pool holds 300 CAKE, 200 of them the vault's; another pool 40 tokens of 8 decimals.
      pools: [pool(300n * ONE, 2), pool(40n * 10n ** 8n, 0.5, 8)],
      // The vault manages 230 CAKE: 200 staked in the manual pool, 30 idle.
      vault: { totalCake: 230n * ONE, stakedInManualPool: 200n * ONE },
      cakeDecimals: 18,
      cakePriceUsd: 2,
    });
    // 1,250.5 (farms) + 600 + 20 (pools) + 30 x 2 (idle vault CAKE)
    expect(tvl).toBeCloseTo(1_930.5, 9);
  });

  it("counts nothing for unpriced farms and pools, and keeps the priced rest", () => {
    const tvl = computeTotalValueLocked({
      farms: [{ liquidityUsd: null }, { liquidityUsd: 10 }],
      pools: [pool(5n * ONE, null), pool(5n * ONE, 3)],
      vault: null,
      cakeDecimals: 18,
      cakePriceUsd: null,
    });
    expect(tvl).toBe(25);
  });

  it("adds no vault CAKE while the vault has all of it staked in the manual pool", () => {
    const tvl = computeTotalValueLocked({
      farms: [],
      pools: [pool(100n * ONE, 2)],
      vault: { totalCake: 100n * ONE, stakedInManualPool: 100n * ONE },
      cakeDecimals: 18,
      cakePriceUsd: 2,
    });
    expect(tvl).toBe(200);
  });

  it("is 0 with nothing staked anywhere", () => {
    expect(
      computeTotalValueLocked({ farms: [], pools: [], vault: null, cakeDecimals: 18, cakePriceUsd: 2 }),
    ).toBe(0);
  });
});
