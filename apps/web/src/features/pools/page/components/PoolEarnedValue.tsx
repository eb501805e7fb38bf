import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Skeleton } from "../../../../shared/ui/index.ts";
import { formatTokenAmount } from "../../actions/model/formatTokenAmount.ts";
import { formatUsdValue } from "../../actions/model/formatUsdValue.ts";
import type { PoolItemMetrics } from "../model/getPoolItemMetrics.ts";
import { poolOf, type PoolListItem } from "../model/PoolListItem.ts";
import styles from "./poolValues.module.css";

/** What the account earned here, with its dollar value; a skeleton while the account's data loads. */
export function PoolEarnedValue({
  item,
  metrics,
  hasAccount,
}: {
  item: PoolListItem;
  metrics: PoolItemMetrics;
  hasAccount: boolean;
}) {
  const { t } = useTranslation();
  const { earned, earnedUsd } = metrics;
  if (!hasAccount) return <span className={styles.muted}>0</span>;
  if (earned === undefined) return <Skeleton width={80} height={20} />;
  const { earningToken } = poolOf(item);
  const hasEarnings = earned > 0n;
  return (
    <>
      <span className={hasEarnings ? undefined : styles.muted}>
        {hasEarnings ? formatTokenAmount(earned, earningToken.decimals) : "0"}
      </span>
      {hasEarnings && (
        <span className={styles.usd}>{t("~%amount% USD", { amount: formatUsdValue(earnedUsd) })}</span>
      )}
    </>
  );
}
