import { Link } from "react-router";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { classNames } from "../../../../shared/ui/index.ts";
import type { StakingTab } from "../model/StakingTab.ts";
import styles from "./LiveFinishedTabs.module.css";

export interface LiveFinishedTabsProps {
  /** '/pools' or '/farms': Live links there, Finished to its /history. */
  readonly basePath: string;
  /** The navigation's accessible name ('Pools', 'Farms'). */
  readonly label: string;
  readonly activeTab: StakingTab;
  readonly showFinished: boolean;
}

/** Live at the base path and Finished at the base path plus /history; Finished only when `showFinished`. */
export function LiveFinishedTabs({ basePath, label, activeTab, showFinished }: LiveFinishedTabsProps) {
  const { t } = useTranslation();
  const tab = (to: string, text: string, active: boolean) => (
    <Link
      to={to}
      className={classNames(styles.tab, active && styles.active)}
      aria-current={active ? "page" : undefined}
    >
      {text}
    </Link>
  );
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tab(basePath, t("Live"), activeTab === "live")}
      {showFinished && tab(`${basePath}/history`, t("Finished"), activeTab === "finished")}
    </nav>
  );
}
