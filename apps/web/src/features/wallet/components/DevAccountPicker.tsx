import { useId } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { DEV_WALLET_ACCOUNT_COUNT } from "../../../shared/chain/index.ts";
import styles from "./ConnectWalletModal.module.css";

export interface DevAccountPickerProps {
  value: number;
  onChange: (index: number) => void;
  disabled?: boolean;
}

/** Chooses which of the local chain's funded dev accounts the Dev wallet signs with. */
export function DevAccountPicker({ value, onChange, disabled = false }: DevAccountPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.devAccount}>
      <label htmlFor={id} className={styles.devAccountLabel}>
        {t("Dev account")}
      </label>
      <select
        id={id}
        className={styles.devAccountSelect}
        value={value}
        disabled={disabled}
        data-testid="dev-wallet-account"
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: DEV_WALLET_ACCOUNT_COUNT }, (_, index) => (
          <option key={index} value={index}>
            {t("Account #%index%", { index })}
          </option>
        ))}
      </select>
    </div>
  );
}
