import { formatTokenAmount, formatUsdValue } from "../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Skeleton } from "../../../../shared/ui/index.ts";
import styles from "./stakingValues.module.css";

export interface EarnedValueProps {
  readonly hasAccount: boolean;
  /** Raw units earned; undefined while the account's data loads. */
  readonly earned: bigint | undefined;
  readonly decimals: number;
  /** US dollars of `earned`. */
  readonly earnedUsd: number;
}

/** What the account earned, with its dollar value; a skeleton while the account's data loads. */
export function EarnedValue({ hasAccount, earned, decimals, earnedUsd }: EarnedValueProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!hasAccount) return <span className={styles.muted}>0</span>;
  if (earned === undefined) return <Skeleton width={80} height={20} />;
  const hasEarnings = earned > 0n;
  return (
    <>
      <span className={hasEarnings ? undefined : styles.muted}>
        {hasEarnings ? formatTokenAmount(earned, decimals, locale) : "0"}
      </span>
      {hasEarnings && (
        <span className={styles.usd}>
          {t("~%amount% USD", { amount: formatUsdValue(earnedUsd, locale) })}
        </span>
      )}
    </>
  );
}
