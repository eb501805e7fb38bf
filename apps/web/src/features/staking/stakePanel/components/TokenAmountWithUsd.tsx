import { formatTokenAmount, formatUsdValue, toUsdValue } from "../../../../shared/format/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { classNames } from "../../../../shared/ui/index.ts";
import styles from "./TokenAmountWithUsd.module.css";

export interface TokenAmountWithUsdProps {
  readonly raw: bigint;
  readonly decimals: number;
  /** US dollars per whole token; without one the USD line is left out. */
  readonly priceUsd: number | null;
  /** Decimals shown; 5 for staked and earned amounts. */
  readonly fractionDigits?: number;
  readonly testId?: string;
}

/** An amount in large type with its approximate USD value under it; nothing reads as a dimmed 0. */
export function TokenAmountWithUsd({
  raw,
  decimals,
  priceUsd,
  fractionDigits,
  testId,
}: TokenAmountWithUsdProps) {
  const locale = useLocale();
  if (raw === 0n) {
    return (
      <div className={styles.amount}>
        <span className={classNames(styles.value, styles.muted)} data-testid={testId}>
          0
        </span>
        <span className={classNames(styles.usd, styles.muted)}>0 USD</span>
      </div>
    );
  }
  const usd = toUsdValue(raw, decimals, priceUsd);
  return (
    <div className={styles.amount}>
      <span className={styles.value} data-testid={testId}>
        {formatTokenAmount(raw, decimals, locale, fractionDigits)}
      </span>
      {usd !== undefined && <span className={styles.usd}>~{formatUsdValue(usd, locale)} USD</span>}
    </div>
  );
}
