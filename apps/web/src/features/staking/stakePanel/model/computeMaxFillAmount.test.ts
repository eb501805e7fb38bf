import { describe, expect, it } from "vitest";
import { computeMaxFillAmount, type ComputeMaxFillAmountParameters } from "./computeMaxFillAmount.ts";

const base: ComputeMaxFillAmountParameters = {
  mode: "stake",
  walletBalance: 1_000n,
  stakedBalance: 300n,
  stakingLimit: 0n,
  gasReserve: 0n,
};

describe("computeMaxFillAmount", () => {
  it("fills a stake from the whole wallet balance when the pool has no limit", () => {
    expect(computeMaxFillAmount(base)).toBe(1_000n);
  });

  it("caps a stake at the room left under the per-user limit", () => {
    expect(computeMaxFillAmount({ ...base, stakingLimit: 500n })).toBe(200n);
    expect(computeMaxFillAmount({ ...base, stakingLimit: 5_000n })).toBe(1_000n);
  });

  it("leaves nothing to fill once the limit is reached", () => {
    expect(computeMaxFillAmount({ ...base, stakingLimit: 300n })).toBe(0n);
    expect(computeMaxFillAmount({ ...base, stakingLimit: 200n })).toBe(0n);
  });

  it("keeps the gas reserve back when staking the native coin", () => {
    expect(computeMaxFillAmount({ ...base, gasReserve: 100n })).toBe(900n);
    expect(computeMaxFillAmount({ ...base, walletBalance: 50n, gasReserve: 100n })).toBe(0n);
  });

  it("fills an unstake from the staked balance only", () => {
    expect(computeMaxFillAmount({ ...base, mode: "unstake", stakingLimit: 100n, gasReserve: 10n })).toBe(
      300n,
    );
  });
});
