import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { DetailRow, Notice, Skeleton, classNames } from "../../../shared/ui/index.ts";
import {
  formatBnbAmount,
  formatCountdown,
  formatPredictionPrice,
  formatPriceChange,
  type LiveRoundState,
} from "../../prediction/index.ts";
import { HomeAreaCard } from "./HomeAreaCard.tsx";
import styles from "./PredictionRoundCard.module.css";

/**
 * The prediction game's live round on the home page: its epoch, lock price, the live price and its
 * move (green up, red down), the prize pool and the time left, with 'Play' to /prediction.
 */
export function PredictionRoundCard({ state }: { state: LiveRoundState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { available, status, summary } = state;

  const body = () => {
    if (!available) return <Notice>{t("The prediction game is not available on this network.")}</Notice>;
    if (status === "paused") return <Notice variant="warning">{t("Markets Paused")}</Notice>;
    if (status === "error") return <Notice variant="danger">{t("Error fetching data")}</Notice>;
    if (summary === undefined) return <Skeleton height={96} />;
    if (summary === null) return null;
    const tone = summary.direction === "flat" ? undefined : styles[summary.direction];
    return (
      <>
        <div className={styles.liveLine}>
          <span className={styles.live} data-testid="home-prediction-round">
            {t("Live")} #{String(summary.epoch)}
          </span>
          <span className={styles.timeLeft}>
            {t("Ends in")}{" "}
            <span className={styles.clock} data-testid="home-prediction-time-left">
              {formatCountdown(summary.secondsLeft)}
            </span>
          </span>
        </div>
        <dl className={styles.rows}>
          <DetailRow label={t("Last Price")} testId="home-prediction-price">
            <span className={classNames(styles.price, tone)}>
              {summary.livePrice === null ? "-" : formatPredictionPrice(summary.livePrice, locale)}
            </span>
            {summary.livePrice !== null && (
              <span className={classNames(styles.change, tone)}>
                {formatPriceChange(summary.livePrice - summary.lockPrice, locale)}
              </span>
            )}
          </DetailRow>
          <DetailRow label={t("Locked Price")} testId="home-prediction-lock-price">
            {formatPredictionPrice(summary.lockPrice, locale)}
          </DetailRow>
          <DetailRow label={t("Prize Pool")} testId="home-prediction-prize-pool">
            {t("%amount% BNB", { amount: formatBnbAmount(summary.prizePool, locale) })}
          </DetailRow>
        </dl>
      </>
    );
  };

  return (
    <HomeAreaCard
      title={t("Prediction")}
      description={t("Predict whether the BNB price goes up or down.")}
      to="/prediction"
      linkText={t("Play")}
      testId="home-prediction-card"
    >
      {body()}
    </HomeAreaCard>
  );
}
