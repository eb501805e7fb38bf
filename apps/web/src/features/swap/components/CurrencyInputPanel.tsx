import { useId, useState } from "react";
import type { Currency, CurrencyAmount } from "@griddle/sdk";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { AmountInput, ChevronDownIcon } from "../../../shared/ui/index.ts";
import { CurrencyLogo, CurrencySelectModal } from "../../tokens/index.ts";
import styles from "./CurrencyInputPanel.module.css";

export interface CurrencyInputPanelProps {
  /** 'From', 'To', or their '(estimated)' forms. */
  label: string;
  value: string;
  onUserInput: (value: string) => void;
  currency: Currency | undefined;
  otherCurrency: Currency | undefined;
  onCurrencySelect: (currency: Currency) => void;
  /** Undefined without a wallet or while it loads. */
  balance: CurrencyAmount<Currency> | undefined;
  showMaxButton: boolean;
  onMax?: () => void;
  /** Names the panel's controls for tests ('INPUT' or 'OUTPUT'). */
  testId: string;
}

/** One side of the swap (spec 000 section 2, Currency input panel): amount, currency and balance. */
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
            {t("Balance: %amount%", { amount: balance.toSignificant(6) })}
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
      </div>
      {selecting && (
        <CurrencySelectModal
          onDismiss={() => setSelecting(false)}
          onCurrencySelect={onCurrencySelect}
          selectedCurrency={currency}
          otherSelectedCurrency={otherCurrency}
        />
      )}
    </div>
  );
}
