import { useTranslation } from "../../i18n/index.ts";
import { classNames } from "../classNames.ts";
import styles from "./PercentButtons.module.css";

const QUICK_PERCENTS = [25, 50, 75, 100] as const;

export interface PercentButtonsProps {
  /** The percentage chosen now: its button shows as active. */
  readonly value: number | undefined;
  readonly onChoose: (percent: number) => void;
}

/** The quick choices beside a percentage slider: 25%, 50%, 75% and Max. */
export function PercentButtons({ value, onChoose }: PercentButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.buttons}>
      {QUICK_PERCENTS.map((percent) => (
        <button
          key={percent}
          type="button"
          className={classNames(styles.button, value === percent && styles.active)}
          aria-pressed={value === percent}
          onClick={() => onChoose(percent)}
        >
          {percent === 100 ? t("Max") : `${percent}%`}
        </button>
      ))}
    </div>
  );
}
