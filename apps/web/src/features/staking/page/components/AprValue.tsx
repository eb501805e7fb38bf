import { useLocale } from "../../../../shared/i18n/index.ts";
import { formatDecimal } from "../../../../shared/format/index.ts";
import { RoiCalculatorButton, type RoiCalculatorModalProps } from "../../../roi/index.ts";
import styles from "./stakingValues.module.css";

export interface AprValueProps {
  /** Percent per year; null when unknown. */
  readonly apr: number | null;
  /** An ended pool or farm pays nothing more: it shows 0% and no calculator. */
  readonly isFinished: boolean;
  /** The ROI calculator for this rate; none while a price is unknown. */
  readonly roiProps: Omit<RoiCalculatorModalProps, "onDismiss"> | undefined;
}

/** An APR (or APY) with the ROI calculator beside it; an unknown rate shows a dash. */
export function AprValue({ apr, isFinished, roiProps }: AprValueProps) {
  const locale = useLocale();
  if (isFinished) return <span className={styles.muted}>0.00%</span>;
  if (apr === null) return <span className={styles.muted}>-</span>;
  return (
    <span className={styles.apr}>
      <span className={styles.rate}>{formatDecimal(apr, 2, locale)}%</span>
      {roiProps && <RoiCalculatorButton {...roiProps} />}
    </span>
  );
}
