import { useLocale, useTranslation } from "../../../../../shared/i18n/index.ts";
import { classNames } from "../../../../../shared/ui/index.ts";
import type { PredictionRound } from "../../../model/PredictionRound.ts";
import { priceDirection } from "../../model/priceDirection.ts";
import { formatPredictionPrice, formatPriceChange } from "../../model/predictionFigures.ts";
import { PrizePoolRow } from "./PrizePoolRow.tsx";
import styles from "./roundCard.module.css";

export interface RoundPriceBoxProps {
  /** 'Last Price' for the live round (the feed's price), 'Closed Price' for an expired one. */
  readonly phase: "live" | "closed";
  readonly round: Pick<PredictionRound, "lockPrice" | "totalAmount">;
  /** Null while the feed's price is unknown. */
  readonly price: bigint | null;
}

/**
 * A locked round's prices: the last or closed price in the colour of its move from the lock price
 * (green up, red down), the move itself, the locked price and the prize pool.
 */
export function RoundPriceBox({ phase, round, price }: RoundPriceBoxProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const direction = price === null ? "flat" : priceDirection(round.lockPrice, price);
  const tone = direction === "flat" ? undefined : styles[direction];
  return (
    <div
      className={classNames(styles.priceBox, tone)}
      data-testid="prediction-price-box"
      data-direction={direction}
    >
      <span className={styles.priceTitle}>{phase === "live" ? t("Last Price") : t("Closed Price")}</span>
      <div className={styles.priceLine}>
        <span className={classNames(styles.price, tone)} data-testid="prediction-price">
          {price === null ? "-" : formatPredictionPrice(price, locale)}
        </span>
        {price !== null && (
          <span className={classNames(styles.change, tone)} data-testid="prediction-price-change">
            {formatPriceChange(price - round.lockPrice, locale)}
          </span>
        )}
      </div>
      <div className={styles.row}>
        <span className={styles.rowLabel}>{t("Locked Price")}</span>
        <span className={styles.rowValue}>{formatPredictionPrice(round.lockPrice, locale)}</span>
      </div>
      <PrizePoolRow amount={round.totalAmount} />
    </div>
  );
}
