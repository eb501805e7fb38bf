import { computePrincipalForRoi } from "./computePrincipalForRoi.ts";
import { computeRoiPercentage } from "./computeRoiPercentage.ts";
import { computeRoiTokens } from "./computeRoiTokens.ts";
import { effectiveCompoundsPerDay } from "./effectiveCompoundsPerDay.ts";
import { finiteOrZero } from "./finiteOrZero.ts";
import { PRINCIPAL_USD_DECIMALS, principalFromUsd } from "./principalAmounts.ts";
import { ROI_DURATIONS } from "./roiDurations.ts";
import type { RoiCalculatorState } from "./roiCalculatorState.ts";
import type { RoiRates } from "./RoiRates.ts";
import { roiTokenDecimals } from "./roiTokenDecimals.ts";

/**
 * Fills in the side the current mode derives from the side the user typed, at the current rates:
 * the ROI from the principal, or the principal (and the ROI in tokens) from the target ROI. The
 * stored state keeps only what the user chose, so new rates (every block) show without an action.
 */
export function deriveRoiCalculatorState(state: RoiCalculatorState, rates: RoiRates): RoiCalculatorState {
  const { controls, data } = state;
  const days = ROI_DURATIONS[controls.stakingDuration]?.days ?? 0;
  const rate = {
    apr: rates.apr,
    days,
    compoundsPerDay: effectiveCompoundsPerDay(controls, rates.autoCompoundFrequency),
    performanceFee: rates.performanceFee,
  };

  if (controls.mode === "roiFromPrincipal") {
    const principalUsd = Number.parseFloat(data.principalAsUSD);
    const roiTokens = computeRoiTokens({ ...rate, principalUsd, earningTokenPrice: rates.earningTokenPrice });
    const roiUSD = finiteOrZero(roiTokens * rates.earningTokenPrice);
    return {
      controls,
      data: { ...data, roiTokens, roiUSD, roiPercentage: computeRoiPercentage(roiUSD, principalUsd) },
    };
  }

  const principalUsd = computePrincipalForRoi({ ...rate, roiUsd: data.roiUSD });
  const roiTokens = finiteOrZero(
    Number((data.roiUSD / rates.earningTokenPrice).toFixed(roiTokenDecimals(rates.earningTokenPrice))),
  );
  return {
    controls,
    data: {
      ...data,
      ...principalFromUsd(principalUsd.toFixed(PRINCIPAL_USD_DECIMALS), rates.stakingTokenPrice),
      roiTokens,
      roiPercentage: computeRoiPercentage(data.roiUSD, principalUsd),
    },
  };
}
