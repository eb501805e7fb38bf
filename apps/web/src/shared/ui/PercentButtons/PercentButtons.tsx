import type { CSSProperties } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { classNames } from "../classNames.ts";
import styles from "./PercentButtons.module.css";

const QUICK_PERCENTS = [25, 50, 75, 100] as const;

export interface PercentButtonsProps {
  /** The percentage chosen now: its button shows as active. */
  readonly value: number | undefined;
  readonly onChoose: (percent: number) => void;
  /** The choices, 100 reading 'Max'; 25%, 50%, 75% and Max unless given. */
  readonly percents?: readonly number[];
}

/** The quick choices beside a percentage slider or an amount field: 25%, 50%, 75% and Max. */
export function PercentButtons({ value, onChoose, percents = QUICK_PERCENTS }: PercentButtonsProps) {
  const { t } = useTranslation();
  const columns = { "--percent-button-count": percents.length } as CSSProperties;
  return (
    <div className={styles.buttons} style={columns}>
      {percents.map((percent) => (
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
