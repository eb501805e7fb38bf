import { formatDecimal } from "../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { HelpTooltip } from "../../../../shared/ui/index.ts";
import styles from "./farmValues.module.css";

/** The dollar value of the LP staked in the farm, in whole dollars; a dash while a price is unknown. */
export function FarmLiquidityValue({ liquidityUsd }: { liquidityUsd: number | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <span className={styles.withHelp}>
      {liquidityUsd === null ? (
        <span className={styles.muted}>-</span>
      ) : (
        <span data-testid="farm-liquidity">${formatDecimal(liquidityUsd, 0, locale)}</span>
      )}
      <HelpTooltip
        label={t("About liquidity")}
        content={t("Total value of the funds in this farm’s liquidity pool")}
      />
    </span>
  );
}
