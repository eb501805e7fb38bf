import { describe, expect, it } from "vitest";
import { computeVaultApy, VAULT_COMPOUNDS_PER_DAY } from "./computeVaultApy.ts";

describe("computeVaultApy", () => {
  it("compounds 5000 times a day", () => {
    expect(VAULT_COMPOUNDS_PER_DAY).toBe(5000);
  });

  it("compounds the pool's APR over a year", () => {
    // (1 + 1/1,825,000)^1,825,000 - 1 = 1.7182810837... (just under e - 1).
    expect(computeVaultApy(100, 0)).toBeCloseTo(171.8281083725, 6);
    // (1 + 0.5/1,825,000)^1,825,000 - 1 = 0.6487211578...
    expect(computeVaultApy(50, 0)).toBeCloseTo(64.8721157774, 6);
  });

  it("takes the performance fee, in hundredths of a percent, out of the returns", () => {
    // The default fee of 200 (2%) keeps 98% of 171.8281083725%.
    expect(computeVaultApy(100, 200)).toBeCloseTo(168.391546205, 6);
  });

  it("yields nothing without an APR, and no number when it overflows", () => {
    expect(computeVaultApy(0, 200)).toBe(0);
    expect(computeVaultApy(1e9, 200)).toBeNull();
  });
});
