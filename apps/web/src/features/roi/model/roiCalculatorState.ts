import { DEFAULT_COMPOUNDING_INDEX, COMPOUNDING_FREQUENCIES } from "./compoundingFrequencies.ts";
import { DEFAULT_STAKING_DURATION_INDEX } from "./roiDurations.ts";

/**
 * The two directions of calculation (spec 000 section 4, ROI calculator modes): the ROI from the
 * principal typed (the default), or the principal needed for the ROI typed.
 */
export type CalculatorMode = "roiFromPrincipal" | "principalFromRoi";

/** Which currency the principal field takes. */
export type EditingCurrency = "usd" | "token";

export interface RoiCalculatorControls {
  /** The 'Compounding every' checkbox. */
  readonly compounding: boolean;
  /** Compounds per day of the chosen 'Compounding every' button. */
  readonly compoundingFrequency: number;
  /** Index into COMPOUNDING_FREQUENCIES. */
  readonly activeCompoundingIndex: number;
  /** Index into ROI_DURATIONS. */
  readonly stakingDuration: number;
  readonly mode: CalculatorMode;
  readonly editingCurrency: EditingCurrency;
}

export interface RoiCalculatorData {
  /** Field texts: the typed side as typed, the converted side at its display precision. */
  readonly principalAsToken: string;
  readonly principalAsUSD: string;
  readonly roiUSD: number;
  /** In earning tokens. */
  readonly roiTokens: number;
  /** Relative to the principal in US dollars. */
  readonly roiPercentage: number;
}

/** The ROI calculator state (spec 000 section 3). */
export interface RoiCalculatorState {
  readonly controls: RoiCalculatorControls;
  readonly data: RoiCalculatorData;
}

export const INITIAL_ROI_CALCULATOR_STATE: RoiCalculatorState = {
  controls: {
    compounding: true,
    compoundingFrequency: COMPOUNDING_FREQUENCIES[DEFAULT_COMPOUNDING_INDEX].compoundsPerDay,
    activeCompoundingIndex: DEFAULT_COMPOUNDING_INDEX,
    stakingDuration: DEFAULT_STAKING_DURATION_INDEX,
    mode: "roiFromPrincipal",
    editingCurrency: "usd",
  },
  data: {
    principalAsToken: "0.00",
    principalAsUSD: "",
    roiUSD: 0,
    roiTokens: 0,
    roiPercentage: 0,
  },
};
