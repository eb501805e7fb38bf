import { useId } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { AmountInput, IconButton, SwapVerticalIcon } from "../../../shared/ui/index.ts";
import styles from "./RoiPrincipalInput.module.css";

export interface RoiPrincipalInputProps {
  /** '%asset% staked'. */
  readonly label: string;
  readonly value: string;
  /** 'USD' or the staking token symbol. */
  readonly unit: string;
  /** The same principal in the other currency, already formatted. */
  readonly conversionValue: string;
  readonly conversionUnit: string;
  readonly onUserInput: (value: string) => void;
  readonly onSwitchCurrency: () => void;
  readonly onFocus: () => void;
}

/** The principal field with its unit, the other currency's equivalent and the switch between them. */
export function RoiPrincipalInput({
  label,
  value,
  unit,
  conversionValue,
  conversionUnit,
  onUserInput,
  onSwitchCurrency,
  onFocus,
}: RoiPrincipalInputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.panel}>
        <div className={styles.amounts}>
          <div className={styles.row}>
            <AmountInput
              aria-labelledby={labelId}
              className={styles.input}
              value={value}
              placeholder="0.00"
              onUserInput={onUserInput}
              onFocus={onFocus}
              // The principal is what the user came to type.
              autoFocus
              data-testid="roi-principal-input"
            />
            <span className={styles.unit}>{unit}</span>
          </div>
          <span className={styles.conversion} data-testid="roi-principal-conversion">
            ~ {conversionValue} {conversionUnit}
          </span>
        </div>
        <IconButton
          size="sm"
          aria-label={t("Switch to %currency%", { currency: conversionUnit })}
          onClick={onSwitchCurrency}
          className={styles.switch}
        >
          <SwapVerticalIcon size={18} />
        </IconButton>
      </div>
    </div>
  );
}
