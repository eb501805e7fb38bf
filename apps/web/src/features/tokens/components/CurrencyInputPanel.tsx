import { useId, useState } from "react";
import type { Currency, CurrencyAmount } from "@griddle/sdk";
import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { localizeDecimalString } from "../../../shared/format/index.ts";
import { AmountInput, ChevronDownIcon } from "../../../shared/ui/index.ts";
import { CurrencyLogo } from "./CurrencyLogo.tsx";
import { LazyCurrencySelectModal } from "./LazyCurrencySelectModal.tsx";
import styles from "./CurrencyInputPanel.module.css";

export interface CurrencyInputPanelProps {
  /** What the amount is, such as 'From', 'To (estimated)' or 'Input'. */
  label: string;
  value: string;
  onUserInput: (value: string) => void;
  currency: Currency | undefined;
  otherCurrency: Currency | undefined;
  /** Omit it to show the currency without letting the user change it (an LP token, say). */
  onCurrencySelect?: (currency: Currency) => void;
  /** Undefined without a wallet or while it loads. */
  balance: CurrencyAmount<Currency> | undefined;
  showMaxButton: boolean;
  onMax?: () => void;
  /** Names the panel's controls for tests ('INPUT' or 'OUTPUT'). */
  testId: string;
}

/** An amount field with its currency (spec 000 section 2, Currency input panel): amount, currency, balance and MAX. */
export function CurrencyInputPanel({
  label,
  value,
  onUserInput,
  currency,
  otherCurrency,
  onCurrencySelect,
  balance,
  showMaxButton,
  onMax,
  testId,
}: CurrencyInputPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const labelId = useId();
  const [selecting, setSelecting] = useState(false);

  return (
    <div className={styles.panel} data-testid={`currency-panel-${testId}`}>
      <div className={styles.top}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {balance && (
          <span className={styles.balance} data-testid={`balance-${testId}`}>
            {t("Balance: %amount%", { amount: localizeDecimalString(balance.toSignificant(6), locale) })}
          </span>
        )}
      </div>
      <div className={styles.bottom}>
        <AmountInput
          aria-labelledby={labelId}
          value={value}
          onUserInput={onUserInput}
          data-testid={`amount-${testId}`}
        />
        {showMaxButton && onMax && (
          <button type="button" className={styles.max} onClick={onMax}>
            {t("MAX")}
          </button>
        )}
        {onCurrencySelect ? (
          <button
            type="button"
            className={styles.select}
            onClick={() => setSelecting(true)}
            data-testid={`currency-select-${testId}`}
          >
            {currency ? (
              <>
                <CurrencyLogo currency={currency} size={24} />
                <span className={styles.symbol}>{currency.symbol}</span>
              </>
            ) : (
              <span className={styles.symbol}>{t("Select a currency")}</span>
            )}
            <ChevronDownIcon size={16} />
          </button>
        ) : (
          currency && (
            <span className={styles.fixed}>
              <CurrencyLogo currency={currency} size={24} />
              <span className={styles.symbol}>{currency.symbol}</span>
            </span>
          )
        )}
      </div>
      {selecting && onCurrencySelect && (
        <LazyCurrencySelectModal
          onDismiss={() => setSelecting(false)}
          onCurrencySelect={onCurrencySelect}
          selectedCurrency={currency}
          otherSelectedCurrency={otherCurrency}
        />
      )}
    </div>
  );
}
