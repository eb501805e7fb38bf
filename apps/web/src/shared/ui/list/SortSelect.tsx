import { useId } from "react";
import { useTranslation } from "../../i18n/index.ts";
import styles from "./ListControls.module.css";

/** The sort orders' labels: translation keys. */
export type SortLabel = "Hot" | "APR" | "Multiplier" | "Earned" | "Liquidity" | "Total staked";

export interface SortSelectProps<Option extends string> {
  readonly value: Option;
  /** In the order the select lists them. */
  readonly options: readonly Option[];
  /** Each option's label, a translation key. */
  readonly labels: Readonly<Record<Option, SortLabel>>;
  readonly onChange: (option: Option) => void;
}

/** 'Sort by' one of a list's orders. */
export function SortSelect<Option extends string>({
  value,
  options,
  labels,
  onChange,
}: SortSelectProps<Option>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t("Sort by")}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(labels[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
