import { describe, expect, it } from "vitest";
import { computeStakedValueUsd } from "./computeStakedValueUsd.ts";

const ONE = 10n ** 18n;

describe("computeStakedValueUsd", () => {
  it("values LP in farms, tokens in pools and CAKE in the vault", () => {
    const value = computeStakedValueUsd({
      farms: [
        { userData: { stakedBalance: 3n * ONE }, lpTokenPriceUsd: 40 },
        { userData: { stakedBalance: ONE / 4n }, lpTokenPriceUsd: 8 },
      ],
      pools: [
        { userData: { stakedBalance: 10n * ONE }, stakingToken: { decimals: 18 }, stakingTokenPrice: 2 },
        {
          userData: { stakedBalance: 5n * 10n ** 8n },
          stakingToken: { decimals: 8 },
          stakingTokenPrice: 0.2,
        },
      ],
      vaultCake: 7n * ONE,
      cakeDecimals: 18,
      cakePriceUsd: 2,
    });
    // 120 + 2 (farms) + 20 + 1 (pools) + 14 (vault)
    expect(value).toBeCloseTo(157, 9);
  });

  it("counts nothing for stakes without a price or before the account's data is read", () => {
    const value = computeStakedValueUsd({
      farms: [
        { userData: { stakedBalance: ONE }, lpTokenPriceUsd: null },
        { userData: undefined, lpTokenPriceUsd: 10 },
      ],
      pools: [{ userData: { stakedBalance: ONE }, stakingToken: { decimals: 18 }, stakingTokenPrice: null }],
      vaultCake: ONE,
      cakeDecimals: 18,
      cakePriceUsd: null,
    });
    expect(value).toBe(0);
  });
});
