import { useId } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import {
  isPoolSortOption,
  POOL_SORT_OPTIONS,
  poolSortLabels,
  type PoolSortOption,
} from "../model/sortPoolItems.ts";
import styles from "./PoolControls.module.css";

/** 'Sort by' Hot, APR, Earned or Total staked. */
export function PoolSortSelect({
  value,
  onChange,
}: {
  value: PoolSortOption;
  onChange: (option: PoolSortOption) => void;
}) {
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
          if (isPoolSortOption(event.target.value)) onChange(event.target.value);
        }}
      >
        {POOL_SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(poolSortLabels[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
