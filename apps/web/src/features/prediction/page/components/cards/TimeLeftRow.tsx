import { useTranslation } from "../../../../../shared/i18n/index.ts";
import { formatCountdown } from "../../model/formatCountdown.ts";
import styles from "./roundCard.module.css";

export interface TimeLeftRowProps {
  /** What the countdown runs to: the next round's lock, or the live round's end. */
  readonly until: "lock" | "end";
  readonly secondsLeft: number;
}

/** 'Locks in 04:57': a phase's time left, counted from blocks at 3 seconds each. */
export function TimeLeftRow({ until, secondsLeft }: TimeLeftRowProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.timeLeft}>
      <span>{until === "lock" ? t("Locks in") : t("Ends in")}</span>
      <span className={styles.clock} data-testid="prediction-time-left">
        {formatCountdown(secondsLeft)}
      </span>
    </div>
  );
}
