import type { CSSProperties } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { classNames } from "../../../../shared/ui/index.ts";
import styles from "./RemoveLiquidityForm.module.css";

const QUICK_PERCENTS = ["25", "50", "75", "100"] as const;

export interface PercentChooserProps {
  /** The percentage shown: '0' to '100', or '<1'. */
  percent: string;
  onChange: (percent: string) => void;
}

/** The simple amount chooser: the percentage, a slider in 1% steps and 25%, 50%, 75% and Max. */
export function PercentChooser({ percent, onChange }: PercentChooserProps) {
  const { t } = useTranslation();
  const sliderValue = percent === "<1" ? 0 : Number(percent);
  return (
    <div className={styles.chooser}>
      <output className={styles.percent} data-testid="remove-percent">
        {percent}%
      </output>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={sliderValue}
        onChange={(event) => onChange(event.target.value)}
        className={styles.slider}
        style={{ "--fill": `${sliderValue}%` } as CSSProperties}
        aria-label={t("Amount to remove, in percent")}
      />
      <div className={styles.quick}>
        {QUICK_PERCENTS.map((quick) => (
          <button
            key={quick}
            type="button"
            className={classNames(styles.quickButton, percent === quick && styles.quickActive)}
            onClick={() => onChange(quick)}
          >
            {quick === "100" ? t("Max") : `${quick}%`}
          </button>
        ))}
      </div>
    </div>
  );
}
