import { useTranslation } from "../../../../shared/i18n/index.ts";
import { PercentButtons, Slider } from "../../../../shared/ui/index.ts";
import styles from "./RemoveLiquidityForm.module.css";

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
      <Slider
        value={sliderValue}
        onValueChange={(value) => onChange(String(value))}
        aria-label={t("Amount to remove, in percent")}
      />
      <PercentButtons value={sliderValue} onChoose={(value) => onChange(String(value))} />
    </div>
  );
}
