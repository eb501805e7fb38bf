import type { Currency } from "@griddle/sdk";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { CurrencyLogo } from "./CurrencyLogo.tsx";
import styles from "./CommonBases.module.css";

export interface CommonBasesProps {
  bases: readonly Currency[];
  selectedCurrency: Currency | undefined;
  onSelect: (currency: Currency) => void;
}

/** One-click picks for the most traded currencies, above the search results. */
export function CommonBases({ bases, selectedCurrency, onSelect }: CommonBasesProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.bases}>
      <span className={styles.label}>{t("Common bases")}</span>
      <div className={styles.row} role="group" aria-label={t("Common bases")}>
        {bases.map((currency) => (
          <button
            key={currency.isNative ? "BNB" : currency.address}
            type="button"
            className={styles.base}
            disabled={selectedCurrency?.equals(currency) ?? false}
            onClick={() => onSelect(currency)}
          >
            <CurrencyLogo currency={currency} size={20} />
            {currency.symbol}
          </button>
        ))}
      </div>
    </div>
  );
}
