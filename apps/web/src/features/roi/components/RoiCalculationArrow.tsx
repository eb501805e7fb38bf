import { ArrowDownIcon, classNames } from "../../../shared/ui/index.ts";
import type { CalculatorMode } from "../model/roiCalculatorState.ts";
import styles from "./RoiCalculationArrow.module.css";

/**
 * Points from what the user types to what is derived: down to the ROI, or up to the principal.
 * Keyed by mode so the pulse replays on every switch.
 */
export function RoiCalculationArrow({ mode }: { readonly mode: CalculatorMode }) {
  return (
    <div key={mode} className={styles.arrow} data-testid="roi-direction" data-mode={mode}>
      <ArrowDownIcon size={24} className={classNames(mode === "principalFromRoi" && styles.up)} />
    </div>
  );
}
