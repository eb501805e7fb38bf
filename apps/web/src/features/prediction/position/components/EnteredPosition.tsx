import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import type { PredictionBet } from "../../model/PredictionRound.ts";
import { formatBnbAmount } from "../../page/model/predictionFigures.ts";
import styles from "./position.module.css";

/** 'Entered' with the account's side and amount in a round. */
export function EnteredPosition({ bet }: { bet: Pick<PredictionBet, "position" | "amount"> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const isUp = bet.position === "Bull";
  return (
    <div className={styles.entered} data-testid="prediction-entered" data-position={bet.position}>
      <span className={styles.enteredLabel}>{t("Entered")}</span>
      <span className={styles.enteredValue}>
        <span className={isUp ? styles.up : styles.down}>{isUp ? t("UP") : t("DOWN")}</span>{" "}
        {t("%amount% BNB", { amount: formatBnbAmount(bet.amount, locale) })}
      </span>
    </div>
  );
}
