import { useLocale, useTranslation } from "../../../../../shared/i18n/index.ts";
import { classNames } from "../../../../../shared/ui/index.ts";
import { computePayoutMultiplier } from "../../../model/computePayoutMultiplier.ts";
import type { Position } from "../../../model/PredictionRound.ts";
import type { PredictionRound } from "../../../model/PredictionRound.ts";
import { formatPayoutMultiplier } from "../../model/predictionFigures.ts";
import styles from "./roundCard.module.css";

export interface PayoutBoxProps {
  readonly position: Position;
  readonly round: Pick<PredictionRound, "totalAmount" | "bullAmount" | "bearAmount" | "rewardRate">;
  /** Filled in the side's colour: the side that won, or is winning now. */
  readonly winning: boolean;
}

/** A side of a round, 'UP' or 'DOWN', with what it pays per BNB bet if it wins: '2.91x Payout'. */
export function PayoutBox({ position, round, winning }: PayoutBoxProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const side = position === "Bull" ? round.bullAmount : round.bearAmount;
  const multiplier = computePayoutMultiplier(round.totalAmount, side, round.rewardRate);
  return (
    <div
      className={classNames(
        styles.payout,
        position === "Bull" ? styles.up : styles.down,
        winning && styles.winning,
      )}
      data-testid={position === "Bull" ? "prediction-payout-up" : "prediction-payout-down"}
    >
      <span className={styles.payoutSide}>{position === "Bull" ? t("UP") : t("DOWN")}</span>
      <span>{t("%multiplier% Payout", { multiplier: formatPayoutMultiplier(multiplier, locale) })}</span>
    </div>
  );
}
