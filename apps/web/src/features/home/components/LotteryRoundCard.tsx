import { useLocale, useTranslation } from "../../../shared/i18n/index.ts";
import { DetailRow, Notice, Skeleton } from "../../../shared/ui/index.ts";
import {
  formatCake,
  formatCakeUsd,
  formatDrawCountdown,
  type LiveLotterySummary,
} from "../../lottery/index.ts";
import { HomeAreaCard } from "./HomeAreaCard.tsx";
import styles from "./LotteryRoundCard.module.css";

/** The lottery's live round on the home page: its id and state, the prize pot in CAKE and USD, the time to the draw, with 'Buy Tickets'. */
export function LotteryRoundCard({
  summary,
  cakePriceUsd,
}: {
  summary: LiveLotterySummary;
  cakePriceUsd: number | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { available, failed, round, phase, secondsLeft } = summary;
  const phaseText = {
    onSale: t("On sale"),
    inDraw: t("In draw"),
    announced: t("Announced"),
    cancelled: t("Cancelled"),
  } as const;

  const body = () => {
    if (!available) return <Notice>{t("The lottery is not available on this network.")}</Notice>;
    if (failed) return <Notice variant="danger">{t("Error fetching data")}</Notice>;
    if (round === undefined) return <Skeleton height={96} />;
    if (round === null) return <p>{t("Tickets on sale soon")}</p>;
    return (
      <dl className={styles.rows}>
        <DetailRow label={t("Round")} testId="home-lottery-round">
          #{String(round.lotteryId)} · {phase === undefined ? "-" : phaseText[phase]}
        </DetailRow>
        <DetailRow label={t("Prize Pot")} testId="home-lottery-prize-pot">
          {t("%amount% CAKE", { amount: formatCake(round.amountCollectedInCake, locale) })}{" "}
          <span className={styles.usd}>
            {formatCakeUsd(round.amountCollectedInCake, cakePriceUsd, locale)}
          </span>
        </DetailRow>
        {phase === "onSale" && secondsLeft !== undefined && (
          <DetailRow label={t("Until the draw")} testId="home-lottery-time-left">
            <span className={styles.clock}>{formatDrawCountdown(secondsLeft)}</span>
          </DetailRow>
        )}
      </dl>
    );
  };

  return (
    <HomeAreaCard
      title={t("Lottery")}
      description={t("Buy tickets for a share of the prize pool.")}
      to="/lottery"
      linkText={t("Buy Tickets")}
      testId="home-lottery-card"
    >
      {body()}
    </HomeAreaCard>
  );
}
