import { useId } from "react";
import type { Address } from "viem";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Input } from "../../../shared/ui/index.ts";
import styles from "./RecipientField.module.css";

export interface RecipientFieldProps {
  value: string;
  /** The value as an address; null when it does not resolve to one. */
  address: Address | null;
  onChange: (value: string) => void;
}

/** Where the output goes, in expert mode (spec 000 section 5, Recipient field). */
export function RecipientField({ value, address, onChange }: RecipientFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = value !== "" && address === null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t("Recipient")}
      </label>
      <Input
        id={id}
        value={value}
        invalid={invalid}
        placeholder={t("Wallet Address or ENS name")}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        // Addresses are pasted with stray spaces more often than not.
        onChange={(event) => onChange(event.target.value.replace(/\s+/g, ""))}
      />
    </div>
  );
}
