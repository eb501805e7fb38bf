import { useTranslation } from "../../../../../shared/i18n/index.ts";
import { HelpTooltip } from "../../../../../shared/ui/index.ts";
import { feeToPercent } from "../model/feeToPercent.ts";
import styles from "./VaultFeeRows.module.css";

/** The vault's performance fee, which the auto pool shows in place of a harvest button. */
export function PerformanceFeeRow({ performanceFee }: { performanceFee: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <span className={styles.label}>
        {t("%fee%% performance fee", { fee: feeToPercent(performanceFee) })}
        <HelpTooltip
          label={t("Performance fee")}
          content={t("Subtracted automatically from each yield harvest and sent to the treasury.")}
        />
      </span>
    </div>
  );
}
