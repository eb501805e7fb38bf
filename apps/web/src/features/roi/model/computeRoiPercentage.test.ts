import { describe, expect, it } from "vitest";
import { computeRoiPercentage } from "./computeRoiPercentage.ts";

describe("computeRoiPercentage", () => {
  it("is the return relative to the investment, in percent", () => {
    expect(computeRoiPercentage(25, 100)).toBe(25);
    expect(computeRoiPercentage(440.251, 1000)).toBeCloseTo(44.0251, 12);
  });

  it("is 0 with nothing invested or an uncomputable input", () => {
    expect(computeRoiPercentage(10, 0)).toBe(0);
    expect(computeRoiPercentage(10, Number.NaN)).toBe(0);
  });
});
