import { describe, expect, it } from "vitest";
import { computePrincipalForRoi, type ComputePrincipalForRoiParameters } from "./computePrincipalForRoi.ts";

const base: ComputePrincipalForRoiParameters = {
  roiUsd: 100,
  apr: 36.5,
  days: 365,
  compoundsPerDay: 1,
  performanceFee: 0,
};

describe("computePrincipalForRoi", () => {
  it("divides the target by the period's yield, rounded to cents", () => {
    // 100 / (1.001^365 − 1) = 227.14299…
    expect(computePrincipalForRoi(base)).toBe(227.14);
    expect(computePrincipalForRoi({ ...base, roiUsd: 36.5, compoundsPerDay: 0 })).toBe(100);
    // one day at 0.1%
    expect(computePrincipalForRoi({ ...base, roiUsd: 1, days: 1 })).toBe(1000);
  });

  it("needs more principal when a fee is taken", () => {
    // 98 / (0.365 × 0.98) = 273.972…
    expect(computePrincipalForRoi({ ...base, roiUsd: 98, compoundsPerDay: 0, performanceFee: 2 })).toBe(
      273.97,
    );
  });

  it("is 0 when no principal reaches the target", () => {
    expect(computePrincipalForRoi({ ...base, apr: 0 })).toBe(0);
    expect(computePrincipalForRoi({ ...base, roiUsd: 0 })).toBe(0);
    expect(computePrincipalForRoi({ ...base, apr: Number.NaN })).toBe(0);
  });
});
