import { useMemo, useReducer } from "react";
import { deriveRoiCalculatorState } from "../model/deriveRoiCalculatorState.ts";
import { roiCalculatorReducer } from "../model/roiCalculatorReducer.ts";
import {
  INITIAL_ROI_CALCULATOR_STATE,
  type CalculatorMode,
  type RoiCalculatorState,
} from "../model/roiCalculatorState.ts";
import type { RoiRates } from "../model/RoiRates.ts";

export interface UseRoiCalculatorReturnType {
  /** The state with the side the mode derives filled in at the current rates. */
  readonly state: RoiCalculatorState;
  readonly setPrincipalFromUsd: (amount: string) => void;
  readonly setPrincipalFromTokens: (amount: string) => void;
  readonly setStakingDuration: (index: number) => void;
  readonly toggleCompounding: () => void;
  readonly setCompoundingFrequency: (index: number) => void;
  readonly toggleEditingCurrency: () => void;
  readonly setCalculatorMode: (mode: CalculatorMode) => void;
  readonly setTargetRoi: (amount: string) => void;
}

/** The ROI calculator's state and handlers; `rates` should be memoized (it is read on every render). */
export function useRoiCalculator(rates: RoiRates): UseRoiCalculatorReturnType {
  const [stored, dispatch] = useReducer(roiCalculatorReducer, INITIAL_ROI_CALCULATOR_STATE);
  const state = useMemo(() => deriveRoiCalculatorState(stored, rates), [stored, rates]);
  const { stakingTokenPrice } = rates;
  return {
    state,
    setPrincipalFromUsd: (amount) => dispatch({ type: "setPrincipalFromUsd", amount, stakingTokenPrice }),
    setPrincipalFromTokens: (amount) =>
      dispatch({ type: "setPrincipalFromTokens", amount, stakingTokenPrice }),
    setStakingDuration: (index) => dispatch({ type: "setStakingDuration", index }),
    toggleCompounding: () => dispatch({ type: "toggleCompounding" }),
    setCompoundingFrequency: (index) => dispatch({ type: "setCompoundingFrequency", index }),
    toggleEditingCurrency: () => dispatch({ type: "toggleEditingCurrency" }),
    setCalculatorMode: (mode) => dispatch({ type: "setCalculatorMode", mode, rates }),
    setTargetRoi: (amount) => dispatch({ type: "setTargetRoi", amount }),
  };
}
