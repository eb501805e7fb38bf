import type { Currency } from "@griddle/sdk";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { ChevronDownIcon } from "../../../../shared/ui/index.ts";
import { CurrencyLogo } from "../../../tokens/index.ts";
import styles from "./TokenPickerButton.module.css";

export interface TokenPickerButtonProps {
  currency: Currency | undefined;
  onClick: () => void;
  testId: string;
}

/** A full-width button showing the picked token, or 'Select a Token', that opens the token list. */
export function TokenPickerButton({ currency, onClick, testId }: TokenPickerButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.button} onClick={onClick} data-testid={testId}>
      <span className={styles.currency}>
        {currency ? (
          <>
            <CurrencyLogo currency={currency} />
            {currency.symbol}
          </>
        ) : (
          t("Select a Token")
        )}
      </span>
      <ChevronDownIcon />
    </button>
  );
}
