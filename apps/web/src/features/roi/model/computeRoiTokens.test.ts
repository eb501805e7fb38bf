import { describe, expect, it } from "vitest";
import { computeRoiTokens, type ComputeRoiTokensParameters } from "./computeRoiTokens.ts";

const base: ComputeRoiTokensParameters = {
  principalUsd: 1000,
  apr: 36.5,
  earningTokenPrice: 1,
  days: 365,
  compoundsPerDay: 1,
  performanceFee: 0,
};

describe("computeRoiTokens", () => {
  it("values the principal in earning tokens and grows it at the compounded rate", () => {
    // 1000 × (1.001^365 − 1) = 440.2513…
    expect(computeRoiTokens(base)).toBe(440.251);
    // $1000 is 500 tokens at $2; one day at 0.1%
    expect(computeRoiTokens({ ...base, earningTokenPrice: 2, days: 1 })).toBe(0.5);
  });

  it("accrues simply with compounding off", () => {
    expect(computeRoiTokens({ ...base, compoundsPerDay: 0 })).toBe(365);
    expect(computeRoiTokens({ ...base, compoundsPerDay: 0, days: 7 })).toBe(7);
  });

  it("rounds to 5 decimals for tokens worth $500 or more, else 3", () => {
    // 1000/600 × 1.7145674820… = 2.8576124…
    expect(computeRoiTokens({ ...base, apr: 100, earningTokenPrice: 600 })).toBe(2.85761);
    // 1000/400 × 1.7145674820… = 4.2864187…
    expect(computeRoiTokens({ ...base, apr: 100, earningTokenPrice: 400 })).toBe(4.286);
  });

  it("takes the performance fee from the gains", () => {
    // 100 tokens × 1.6802761… (2% of 1.7145674… taken)
    expect(computeRoiTokens({ ...base, apr: 100, earningTokenPrice: 10, performanceFee: 2 })).toBe(168.028);
  });

  it("is 0 when it cannot be computed", () => {
    expect(computeRoiTokens({ ...base, principalUsd: Number.NaN })).toBe(0);
    expect(computeRoiTokens({ ...base, earningTokenPrice: 0 })).toBe(0);
    expect(computeRoiTokens({ ...base, earningTokenPrice: Number.NaN })).toBe(0);
    expect(computeRoiTokens({ ...base, apr: Number.POSITIVE_INFINITY })).toBe(0);
  });
});
