import { COMPOUNDING_FREQUENCIES } from "./compoundingFrequencies.ts";
import { deriveRoiCalculatorState } from "./deriveRoiCalculatorState.ts";
import { finiteOrZero } from "./finiteOrZero.ts";
import { principalFromTokens, principalFromUsd } from "./principalAmounts.ts";
import type { CalculatorMode, RoiCalculatorState } from "./roiCalculatorState.ts";
import type { RoiRates } from "./RoiRates.ts";

export type RoiCalculatorAction =
  | { readonly type: "setStakingDuration"; readonly index: number }
  | { readonly type: "toggleCompounding" }
  | { readonly type: "setCompoundingFrequency"; readonly index: number }
  | { readonly type: "setPrincipalFromUsd"; readonly amount: string; readonly stakingTokenPrice: number }
  | { readonly type: "setPrincipalFromTokens"; readonly amount: string; readonly stakingTokenPrice: number }
  | { readonly type: "setTargetRoi"; readonly amount: string }
  | { readonly type: "setCalculatorMode"; readonly mode: CalculatorMode; readonly rates: RoiRates }
  | { readonly type: "toggleEditingCurrency" };

function roundToCents(usd: number): number {
  return Number(usd.toFixed(2));
}

/**
 * The ROI calculator's transitions (spec 000 section 4, ROI calculator modes). The side a mode
 * derives is computed by deriveRoiCalculatorState; switching modes freezes it at the given rates so
 * the figure on screen becomes the starting point of the other direction.
 */
export function roiCalculatorReducer(
  state: RoiCalculatorState,
  action: RoiCalculatorAction,
): RoiCalculatorState {
  switch (action.type) {
    case "setStakingDuration":
      return { ...state, controls: { ...state.controls, stakingDuration: action.index } };
    case "toggleCompounding":
      return { ...state, controls: { ...state.controls, compounding: !state.controls.compounding } };
    case "setCompoundingFrequency": {
      const frequency = COMPOUNDING_FREQUENCIES[action.index];
      if (!frequency) return state;
      return {
        ...state,
        controls: {
          ...state.controls,
          compoundingFrequency: frequency.compoundsPerDay,
          activeCompoundingIndex: action.index,
        },
      };
    }
    case "setPrincipalFromUsd":
      return {
        controls: { ...state.controls, mode: "roiFromPrincipal" },
        data: { ...state.data, ...principalFromUsd(action.amount, action.stakingTokenPrice) },
      };
    case "setPrincipalFromTokens":
      return {
        controls: { ...state.controls, mode: "roiFromPrincipal" },
        data: { ...state.data, ...principalFromTokens(action.amount, action.stakingTokenPrice) },
      };
    case "setTargetRoi":
      return {
        controls: { ...state.controls, mode: "principalFromRoi" },
        data: { ...state.data, roiUSD: Math.max(0, finiteOrZero(Number(action.amount))) },
      };
    case "setCalculatorMode": {
      if (action.mode === state.controls.mode) return state;
      const derived = deriveRoiCalculatorState(state, action.rates);
      const data =
        action.mode === "principalFromRoi"
          ? { ...derived.data, roiUSD: roundToCents(derived.data.roiUSD) }
          : derived.data;
      return { controls: { ...state.controls, mode: action.mode }, data };
    }
    case "toggleEditingCurrency":
      return {
        ...state,
        controls: {
          ...state.controls,
          editingCurrency: state.controls.editingCurrency === "usd" ? "token" : "usd",
        },
      };
  }
}
