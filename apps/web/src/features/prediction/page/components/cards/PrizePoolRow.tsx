import { useLocale, useTranslation } from "../../../../../shared/i18n/index.ts";
import { formatBnbAmount } from "../../model/predictionFigures.ts";
import styles from "./roundCard.module.css";

/** 'Prize Pool' and a round's pot in BNB. */
export function PrizePoolRow({ amount }: { amount: bigint }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.row}>
      <span className={styles.rowLabel}>{t("Prize Pool")}</span>
      <span className={styles.rowValue} data-testid="prediction-prize-pool">
        {t("%amount% BNB", { amount: formatBnbAmount(amount, locale) })}
      </span>
    </div>
  );
}
