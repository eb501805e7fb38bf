import { describe, expect, it } from "vitest";
import { BLOCKS_PER_YEAR } from "../../../../shared/chain/index.ts";
import { computePoolApr } from "./computePoolApr.ts";

const CAKE = 10n ** 18n;

describe("computePoolApr", () => {
  it("counts a year as 10,512,000 three-second blocks", () => {
    expect(BLOCKS_PER_YEAR).toBe(10_512_000);
  });

  it("values a year of rewards against the stake", () => {
    // 40 CAKE a block over 1,000,000 CAKE staked: 40 × 10,512,000 / 1,000,000 × 100 = 42,048%.
    const apr = computePoolApr({
      stakingTokenPrice: 2.5,
      earningTokenPrice: 2.5,
      totalStaked: 1_000_000n * CAKE,
      stakingTokenDecimals: 18,
      tokenPerBlock: 40n * CAKE,
      earningTokenDecimals: 18,
    });
    expect(apr).toBeCloseTo(42_048, 9);
  });

  it("prices rewards and stake in dollars, each with its own decimals", () => {
    // 0.5 DOGE (8 decimals, $0.15) a block: $0.075 × 10,512,000 = $788,400 a year, over 300,000 CAKE
    // at $2.50 = $750,000 staked: 105.12%.
    const apr = computePoolApr({
      stakingTokenPrice: 2.5,
      earningTokenPrice: 0.15,
      totalStaked: 300_000n * CAKE,
      stakingTokenDecimals: 18,
      tokenPerBlock: 50_000_000n,
      earningTokenDecimals: 8,
    });
    expect(apr).toBeCloseTo(105.12, 9);
  });

  it("has no APR without prices or stake", () => {
    const pool = {
      stakingTokenPrice: 2.5,
      earningTokenPrice: 2.5,
      totalStaked: CAKE,
      stakingTokenDecimals: 18,
      tokenPerBlock: CAKE,
      earningTokenDecimals: 18,
    };
    expect(computePoolApr({ ...pool, stakingTokenPrice: null })).toBeNull();
    expect(computePoolApr({ ...pool, earningTokenPrice: null })).toBeNull();
    expect(computePoolApr({ ...pool, totalStaked: 0n })).toBeNull();
    expect(computePoolApr({ ...pool, stakingTokenPrice: 0 })).toBeNull();
  });
});
