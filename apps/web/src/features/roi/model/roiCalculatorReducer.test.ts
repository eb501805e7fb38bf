import { describe, expect, it } from "vitest";
import { roiCalculatorReducer } from "./roiCalculatorReducer.ts";
import { INITIAL_ROI_CALCULATOR_STATE } from "./roiCalculatorState.ts";
import type { RoiRates } from "./RoiRates.ts";

const rates: RoiRates = {
  apr: 36.5,
  stakingTokenPrice: 2,
  earningTokenPrice: 1,
  performanceFee: 0,
  autoCompoundFrequency: undefined,
};

const initial = INITIAL_ROI_CALCULATOR_STATE;

describe("roiCalculatorReducer", () => {
  it("starts on $ input, one year, compounding daily, ROI from principal", () => {
    expect(initial.controls).toEqual({
      compounding: true,
      compoundingFrequency: 1,
      activeCompoundingIndex: 0,
      stakingDuration: 3,
      mode: "roiFromPrincipal",
      editingCurrency: "usd",
    });
    expect(initial.data).toEqual({
      principalAsToken: "0.00",
      principalAsUSD: "",
      roiUSD: 0,
      roiTokens: 0,
      roiPercentage: 0,
    });
  });

  it("sets the principal from dollars or tokens, converting the other side", () => {
    const fromUsd = roiCalculatorReducer(initial, {
      type: "setPrincipalFromUsd",
      amount: "100",
      stakingTokenPrice: 3,
    });
    expect(fromUsd.data).toMatchObject({ principalAsUSD: "100", principalAsToken: "33.3333333333" });
    const fromTokens = roiCalculatorReducer(initial, {
      type: "setPrincipalFromTokens",
      amount: "2",
      stakingTokenPrice: 1.5,
    });
    expect(fromTokens.data).toMatchObject({ principalAsUSD: "3.00", principalAsToken: "2" });
  });

  it("returns to ROI-from-principal when the principal is typed", () => {
    const target = roiCalculatorReducer(initial, { type: "setTargetRoi", amount: "50" });
    const typed = roiCalculatorReducer(target, {
      type: "setPrincipalFromUsd",
      amount: "10",
      stakingTokenPrice: 1,
    });
    expect(typed.controls.mode).toBe("roiFromPrincipal");
  });

  it("switches to principal-from-ROI when a target is typed, reading bad text as 0", () => {
    const target = roiCalculatorReducer(initial, { type: "setTargetRoi", amount: "12.5" });
    expect(target.controls.mode).toBe("principalFromRoi");
    expect(target.data.roiUSD).toBe(12.5);
    expect(roiCalculatorReducer(target, { type: "setTargetRoi", amount: "" }).data.roiUSD).toBe(0);
    expect(roiCalculatorReducer(target, { type: "setTargetRoi", amount: "-3" }).data.roiUSD).toBe(0);
  });

  it("starts the target at the current ROI rounded to 2 decimals", () => {
    const principal = roiCalculatorReducer(initial, {
      type: "setPrincipalFromUsd",
      amount: "1000",
      stakingTokenPrice: 2,
    });
    const target = roiCalculatorReducer(principal, {
      type: "setCalculatorMode",
      mode: "principalFromRoi",
      rates,
    });
    expect(target.controls.mode).toBe("principalFromRoi");
    // 440.251 → 440.25
    expect(target.data.roiUSD).toBe(440.25);
  });

  it("keeps the derived principal when the check button returns to ROI-from-principal", () => {
    const target = roiCalculatorReducer(initial, { type: "setTargetRoi", amount: "100" });
    const back = roiCalculatorReducer(target, { type: "setCalculatorMode", mode: "roiFromPrincipal", rates });
    expect(back.controls.mode).toBe("roiFromPrincipal");
    expect(back.data).toMatchObject({ principalAsUSD: "227.14", principalAsToken: "113.5700000000" });
  });

  it("leaves the state alone when the mode does not change (focusing the principal again)", () => {
    expect(
      roiCalculatorReducer(initial, { type: "setCalculatorMode", mode: "roiFromPrincipal", rates }),
    ).toBe(initial);
  });

  it("picks a compounding frequency from the map and ignores unknown indexes", () => {
    const fortnightly = roiCalculatorReducer(initial, { type: "setCompoundingFrequency", index: 2 });
    expect(fortnightly.controls).toMatchObject({ compoundingFrequency: 1 / 14, activeCompoundingIndex: 2 });
    expect(roiCalculatorReducer(initial, { type: "setCompoundingFrequency", index: 9 })).toBe(initial);
  });

  it("toggles compounding and the editing currency, and sets the duration", () => {
    expect(roiCalculatorReducer(initial, { type: "toggleCompounding" }).controls.compounding).toBe(false);
    const token = roiCalculatorReducer(initial, { type: "toggleEditingCurrency" });
    expect(token.controls.editingCurrency).toBe("token");
    expect(roiCalculatorReducer(token, { type: "toggleEditingCurrency" }).controls.editingCurrency).toBe(
      "usd",
    );
    expect(
      roiCalculatorReducer(initial, { type: "setStakingDuration", index: 4 }).controls.stakingDuration,
    ).toBe(4);
  });
});
