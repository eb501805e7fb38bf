import type { Currency, CurrencyAmount } from "@griddle/sdk";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../shared/format/index.ts";
import { Skeleton } from "../../../shared/ui/index.ts";
import { shortenSymbol } from "../model/shortenSymbol.ts";
import { CurrencyLogo } from "./CurrencyLogo.tsx";
import styles from "./CurrencyRow.module.css";

export interface CurrencyRowProps {
  currency: Currency;
  balance: CurrencyAmount<Currency> | undefined;
  /** Without a wallet there is no balance to show or to wait for. */
  showBalance: boolean;
  isSelected: boolean;
  isOtherSelected: boolean;
  onSelect: () => void;
}

/** One token of the select list: logo, symbol, name and the wallet's balance. */
export function CurrencyRow({
  currency,
  balance,
  showBalance,
  isSelected,
  isOtherSelected,
  onSelect,
}: CurrencyRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <button
      type="button"
      className={styles.row}
      disabled={isSelected}
      aria-current={isSelected || undefined}
      data-other-selected={isOtherSelected || undefined}
      onClick={onSelect}
    >
      <CurrencyLogo currency={currency} size={32} />
      <span className={styles.names}>
        <span className={styles.symbol} title={currency.symbol}>
          {shortenSymbol(currency.symbol)}
        </span>
        <span className={styles.name}>{currency.isNative ? t("BNB") : currency.name}</span>
      </span>
      {showBalance &&
        (balance ? (
          <span className={styles.balance}>{localizeDecimalString(balance.toSignificant(4), locale)}</span>
        ) : (
          <Skeleton width="48px" height="16px" />
        ))}
    </button>
  );
}
