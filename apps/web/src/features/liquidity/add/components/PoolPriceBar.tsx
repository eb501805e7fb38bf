import type { Currency, Percent, Price } from "@griddle/sdk";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../../shared/format/index.ts";
import { formatDepositShare } from "../model/formatDepositShare.ts";
import styles from "./PoolPriceBar.module.css";

export interface PoolPriceBarProps {
  currencyA: Currency;
  currencyB: Currency;
  /** Currency B per currency A. */
  price: Price<Currency, Currency> | undefined;
  noLiquidity: boolean;
  poolTokenPercentage: Percent | undefined;
}

/** The price each way and the share of pool (spec 000 section 2, 'Prices and pool share'). */
export function PoolPriceBar({
  currencyA,
  currencyB,
  price,
  noLiquidity,
  poolTokenPercentage,
}: PoolPriceBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cell = (value: string, label: string, testId: string) => (
    <div className={styles.cell}>
      <span className={styles.value} data-testid={testId}>
        {value}
      </span>
      <span className={styles.label}>{label}</span>
    </div>
  );
  return (
    <div className={styles.bar}>
      {cell(
        localizeDecimalString(price?.toSignificant(6) ?? "-", locale),
        t("%quote% per %base%", { quote: currencyB.symbol, base: currencyA.symbol }),
        "price-b-per-a",
      )}
      {cell(
        localizeDecimalString(price?.invert().toSignificant(6) ?? "-", locale),
        t("%quote% per %base%", { quote: currencyA.symbol, base: currencyB.symbol }),
        "price-a-per-b",
      )}
      {cell(
        `${localizeDecimalString(formatDepositShare(noLiquidity && price !== undefined, poolTokenPercentage), locale)}%`,
        t("Share of Pool"),
        "pool-share",
      )}
    </div>
  );
}
