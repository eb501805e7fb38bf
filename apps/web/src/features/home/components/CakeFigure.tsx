import { formatTokenAmount, formatUsdValue, toUsdValue } from "../../../shared/format/index.ts";
import { useLocale } from "../../../shared/i18n/index.ts";
import { Skeleton } from "../../../shared/ui/index.ts";
import styles from "./CakeFigure.module.css";

/** CAKE amounts on the home page show 3 decimals, as PancakeSwap's home cards do. */
const CAKE_FRACTION_DIGITS = 3;

export interface CakeFigureProps {
  /** Raw CAKE; undefined while it loads. */
  readonly raw: bigint | undefined;
  readonly decimals: number;
  /** Without a price the dollar line is left out. */
  readonly priceUsd: number | null;
  readonly testId?: string;
}

/** A CAKE amount in large type with its approximate dollar value under it. */
export function CakeFigure({ raw, decimals, priceUsd, testId }: CakeFigureProps) {
  const locale = useLocale();
  if (raw === undefined) return <Skeleton width={140} height={32} />;
  const usd = toUsdValue(raw, decimals, priceUsd);
  return (
    <div className={styles.figure}>
      <span className={styles.amount} data-testid={testId}>
        {formatTokenAmount(raw, decimals, locale, CAKE_FRACTION_DIGITS)}
      </span>
      {usd !== undefined && <span className={styles.usd}>~${formatUsdValue(usd, locale)}</span>}
    </div>
  );
}
