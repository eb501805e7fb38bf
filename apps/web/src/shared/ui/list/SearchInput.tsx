import { useId } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Input } from "../Input/Input.tsx";
import styles from "./ListControls.module.css";

export interface SearchInputProps {
  readonly value: string;
  readonly onChange: (query: string) => void;
  /** 'Search Pools', 'Search Farms'; translated. */
  readonly placeholder: string;
}

/** The list's search box, labelled 'Search'. */
export function SearchInput({ value, onChange, placeholder }: SearchInputProps) {
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
        placeholder={placeholder}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
