import { describe, expect, it } from "vitest";
import { deriveRoiCalculatorState } from "./deriveRoiCalculatorState.ts";
import { INITIAL_ROI_CALCULATOR_STATE, type RoiCalculatorState } from "./roiCalculatorState.ts";
import type { RoiRates } from "./RoiRates.ts";

const rates: RoiRates = {
  apr: 36.5,
  stakingTokenPrice: 2,
  earningTokenPrice: 1,
  performanceFee: 0,
  autoCompoundFrequency: undefined,
};

function withPrincipalUsd(principalAsUSD: string, controls: Partial<RoiCalculatorState["controls"]> = {}) {
  return {
    controls: { ...INITIAL_ROI_CALCULATOR_STATE.controls, ...controls },
    data: { ...INITIAL_ROI_CALCULATOR_STATE.data, principalAsUSD },
  };
}

describe("deriveRoiCalculatorState, ROI from principal", () => {
  it("shows no return before a principal is entered", () => {
    const { data } = deriveRoiCalculatorState(INITIAL_ROI_CALCULATOR_STATE, rates);
    expect(data).toMatchObject({ roiUSD: 0, roiTokens: 0, roiPercentage: 0 });
  });

  it("computes one year compounded daily by default", () => {
    const { data } = deriveRoiCalculatorState(withPrincipalUsd("1000"), rates);
    // 1000 × (1.001^365 − 1) = 440.2513…, rounded to 3 decimals
    expect(data.roiTokens).toBe(440.251);
    expect(data.roiUSD).toBe(440.251);
    expect(data.roiPercentage).toBeCloseTo(44.0251, 10);
  });

  it("values the return in earning tokens at their price", () => {
    const { data } = deriveRoiCalculatorState(withPrincipalUsd("1000"), { ...rates, earningTokenPrice: 4 });
    // 250 tokens × 0.4402513… = 110.0628…
    expect(data.roiTokens).toBe(110.063);
    expect(data.roiUSD).toBe(440.252);
  });

  it("follows the staking duration and the compounding switch", () => {
    const oneDay = deriveRoiCalculatorState(withPrincipalUsd("1000", { stakingDuration: 0 }), rates);
    expect(oneDay.data.roiTokens).toBe(1);
    const simple = deriveRoiCalculatorState(withPrincipalUsd("1000", { compounding: false }), rates);
    expect(simple.data.roiTokens).toBe(365);
    expect(simple.data.roiPercentage).toBe(36.5);
  });

  it("lets a fixed auto-compound frequency override the compounding choice", () => {
    const state = withPrincipalUsd("1000", { compounding: false });
    const { data } = deriveRoiCalculatorState(state, {
      ...rates,
      apr: 50,
      autoCompoundFrequency: 5000,
      performanceFee: 2,
    });
    // 1000 × ((1 + 0.5/1825000)^1825000 − 1) × 0.98 = 635.7467…
    expect(data.roiTokens).toBe(635.747);
  });

  it("turns uncomputable figures into 0", () => {
    const { data } = deriveRoiCalculatorState(withPrincipalUsd("1000"), { ...rates, earningTokenPrice: 0 });
    expect(data).toMatchObject({ roiUSD: 0, roiTokens: 0, roiPercentage: 0 });
  });
});

describe("deriveRoiCalculatorState, principal from ROI", () => {
  const target: RoiCalculatorState = {
    controls: { ...INITIAL_ROI_CALCULATOR_STATE.controls, mode: "principalFromRoi" },
    data: { ...INITIAL_ROI_CALCULATOR_STATE.data, roiUSD: 100 },
  };

  it("derives the principal in dollars and tokens from the target", () => {
    const { data } = deriveRoiCalculatorState(target, { ...rates, earningTokenPrice: 4 });
    // 100 / (1.001^365 − 1) = 227.14…; 227.14 / $2 = 113.57 tokens
    expect(data.principalAsUSD).toBe("227.14");
    expect(data.principalAsToken).toBe("113.5700000000");
    expect(data.roiUSD).toBe(100);
    expect(data.roiTokens).toBe(25);
    expect(data.roiPercentage).toBeCloseTo((100 / 227.14) * 100, 10);
  });

  it("asks for no principal when the target cannot be reached", () => {
    const { data } = deriveRoiCalculatorState(target, { ...rates, apr: 0 });
    expect(data).toMatchObject({ principalAsUSD: "0.00", principalAsToken: "0.00", roiPercentage: 0 });
  });
});
