import { useTranslation } from "../../../../shared/i18n/index.ts";
import { RoiCalculatorButton } from "../../../roi/index.ts";
import { formatDecimal } from "../../../../shared/format/index.ts";
import { getPoolRoiProps } from "../model/getPoolRoiProps.ts";
import type { PoolListItem } from "../model/PoolListItem.ts";
import styles from "./poolValues.module.css";

/**
 * The APR (the vault's APY) with the ROI calculator beside it. An ended pool pays nothing more, so it
 * shows 0% and no calculator; an unknown rate shows a dash.
 */
export function PoolAprValue({ item, apr }: { item: PoolListItem; apr: number | null }) {
  const { t } = useTranslation();
  if (item.kind === "pool" && item.pool.isFinished) return <span className={styles.muted}>0.00%</span>;
  if (apr === null) return <span className={styles.muted}>-</span>;
  const roiProps = getPoolRoiProps(item, t);
  return (
    <span className={styles.apr}>
      <span className={styles.rate}>{formatDecimal(apr, 2)}%</span>
      {roiProps && <RoiCalculatorButton {...roiProps} />}
    </span>
  );
}
