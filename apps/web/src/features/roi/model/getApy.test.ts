import { describe, expect, it } from "vitest";
import { getApy } from "./getApy.ts";

describe("getApy", () => {
  it("accrues the APR simply without compounding", () => {
    expect(getApy(100, 0)).toBe(1);
    expect(getApy(10, 0, 1825)).toBeCloseTo(0.5, 12);
  });

  it("compounds daily by default: 36.5% APR is 0.1% a day", () => {
    expect(getApy(36.5, 1, 1)).toBeCloseTo(0.001, 12);
    // 1.001^2 − 1
    expect(getApy(36.5, 1, 2)).toBeCloseTo(0.002001, 12);
    // 1.001^365 − 1
    expect(getApy(36.5)).toBeCloseTo(0.440251313429578, 12);
  });

  it("equals simple interest when the period holds exactly one compounding", () => {
    expect(getApy(36.5, 1 / 7, 7)).toBeCloseTo(0.007, 12);
    // two weekly compounds: 1.007^2 − 1
    expect(getApy(36.5, 1 / 7, 14)).toBeCloseTo(0.014049, 12);
  });

  it("takes the performance fee from the gains", () => {
    // (1 + 1/365)^365 − 1 = 1.71456748…, less 2%
    expect(getApy(100, 1, 365, 2)).toBeCloseTo(1.6802761323814368, 12);
    expect(getApy(100, 0, 365, 2)).toBeCloseTo(0.98, 12);
  });

  it("gives the vault APY: 5000 compounds a day less a 2% fee", () => {
    // (1 + 0.5/1825000)^1825000 − 1 = 0.648721…, less 2% (computed with 50-digit decimals)
    expect(getApy(50, 5000, 365, 2)).toBeCloseTo(0.6357467346185574, 8);
  });
});
