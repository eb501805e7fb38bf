import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { classNames } from "../classNames.ts";
import type { ViewMode } from "./ViewMode.ts";
import styles from "./ViewModeToggle.module.css";

function CardViewIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="8" height="8" rx="2" />
      <rect x="13" y="3" width="8" height="8" rx="2" />
      <rect x="3" y="13" width="8" height="8" rx="2" />
      <rect x="13" y="13" width="8" height="8" rx="2" />
    </svg>
  );
}

function TableViewIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="4" rx="1.5" />
      <rect x="3" y="10" width="18" height="4" rx="1.5" />
      <rect x="3" y="16" width="18" height="4" rx="1.5" />
    </svg>
  );
}

/** Two pressed-or-not buttons choosing between the card and the table layout. */
export function ViewModeToggle({
  viewMode,
  onChange,
}: {
  viewMode: ViewMode;
  onChange: (viewMode: ViewMode) => void;
}) {
  const { t } = useTranslation();
  const option = (mode: ViewMode, label: string, icon: ReactNode) => (
    <button
      type="button"
      className={classNames(styles.option, viewMode === mode && styles.active)}
      aria-pressed={viewMode === mode}
      aria-label={label}
      title={label}
      onClick={() => onChange(mode)}
    >
      {icon}
    </button>
  );
  return (
    <div className={styles.toggle} role="group" aria-label={t("View")}>
      {option("card", t("Card View"), <CardViewIcon />)}
      {option("table", t("Table View"), <TableViewIcon />)}
    </div>
  );
}
