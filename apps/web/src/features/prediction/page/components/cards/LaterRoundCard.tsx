import { useTranslation } from "../../../../../shared/i18n/index.ts";
import { computeRoundTiming } from "../../model/computeRoundTiming.ts";
import { formatCountdown } from "../../model/formatCountdown.ts";
import { RoundCardShell } from "./RoundCardShell.tsx";
import styles from "./roundCard.module.css";

export interface LaterRoundCardProps {
  readonly epoch: bigint;
  /** Estimated: futureRoundStartBlocks. */
  readonly startBlock: bigint;
  readonly currentBlock: bigint | undefined;
}

/** A round not started yet, with the estimated time until it takes bets ('Entry starts ~04:57'). */
export function LaterRoundCard({ epoch, startBlock, currentBlock }: LaterRoundCardProps) {
  const { t } = useTranslation();
  const timing =
    currentBlock === undefined ? undefined : computeRoundTiming(startBlock, startBlock, currentBlock);
  return (
    <RoundCardShell kind="later" epoch={epoch}>
      <span className={styles.startsIn}>{t("Entry starts")}</span>
      <span className={styles.startsClock} data-testid="prediction-time-left">
        ~{timing === undefined ? "--:--" : formatCountdown(timing.secondsLeft)}
      </span>
    </RoundCardShell>
  );
}
