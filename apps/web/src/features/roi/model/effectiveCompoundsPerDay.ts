import { isAutoCompounding } from "./isAutoCompounding.ts";
import type { RoiCalculatorControls } from "./roiCalculatorState.ts";

/**
 * How often the stake compounds: a pool's fixed auto-compound frequency overrides the selection
 * (spec 000 section 4, ROI calculator modes); otherwise the chosen frequency, or 0 with compounding off.
 */
export function effectiveCompoundsPerDay(
  controls: Pick<RoiCalculatorControls, "compounding" | "compoundingFrequency">,
  autoCompoundFrequency: number | undefined,
): number {
  if (isAutoCompounding(autoCompoundFrequency)) return autoCompoundFrequency;
  return controls.compounding ? controls.compoundingFrequency : 0;
}
