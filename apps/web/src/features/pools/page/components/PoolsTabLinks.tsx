import { Link } from "react-router";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { classNames } from "../../../../shared/ui/index.ts";
import type { PoolsTab } from "../model/filterPoolItems.ts";
import styles from "./PoolsTabLinks.module.css";

/** Live at /pools and Finished at /pools/history; Finished only when `showFinished`. */
export function PoolsTabLinks({ activeTab, showFinished }: { activeTab: PoolsTab; showFinished: boolean }) {
  const { t } = useTranslation();
  const tab = (to: string, label: string, active: boolean) => (
    <Link
      to={to}
      className={classNames(styles.tab, active && styles.active)}
      aria-current={active ? "page" : undefined}
    >
      {label}
    </Link>
  );
  return (
    <nav className={styles.tabs} aria-label={t("Pools")}>
      {tab("/pools", t("Live"), activeTab === "live")}
      {showFinished && tab("/pools/history", t("Finished"), activeTab === "finished")}
    </nav>
  );
}
