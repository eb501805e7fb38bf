import { NavLink, useLocation } from "react-router";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { classNames } from "../../../shared/ui/index.ts";
import { isLiquidityPath } from "../model/isLiquidityPath.ts";
import styles from "./SwapAreaTabs.module.css";

/** Swap and Liquidity, the two halves of the exchange (spec 000 section 2, Swap area tabs). */
export function SwapAreaTabs() {
  const { t } = useTranslation();
  const liquidityActive = isLiquidityPath(useLocation().pathname);
  const tab = (to: string, label: string, active: boolean) => (
    <NavLink
      to={to}
      className={classNames(styles.tab, active && styles.active)}
      aria-current={active ? "page" : undefined}
    >
      {label}
    </NavLink>
  );
  return (
    <nav className={styles.tabs} aria-label={t("Exchange")}>
      {tab("/swap", t("Swap"), !liquidityActive)}
      {tab("/pool", t("Liquidity"), liquidityActive)}
    </nav>
  );
}
