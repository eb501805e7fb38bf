import { useId } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Input } from "../../../../shared/ui/index.ts";
import styles from "./PoolControls.module.css";

/** 'Search Pools' by the earning token's symbol. */
export function PoolSearchInput({ value, onChange }: { value: string; onChange: (query: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t("Search")}
      </label>
      <Input
        id={id}
        type="search"
        size="sm"
        className={styles.search}
        placeholder={t("Search Pools")}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
