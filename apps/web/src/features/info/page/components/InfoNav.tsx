import { NavLink } from "react-router";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import styles from "./InfoLayout.module.css";

const ENTRIES = [
  ["/info", "Overview"],
  ["/info/tokens", "Tokens"],
  ["/info/pairs", "Pairs"],
  ["/info/accounts", "Accounts"],
] as const;

/** The Info section's four pages. */
export function InfoNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t("Info")}>
      {ENTRIES.map(([to, label]) => (
        <NavLink key={to} to={to} end={to === "/info"} className={styles.navLink}>
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
