import type { ReactNode } from "react";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading, Skeleton } from "../../../../shared/ui/index.ts";
import { formatCake, formatCakeUsd } from "../../model/formatCake.ts";
import type { LotteryRound } from "../../model/LotteryRound.ts";
import { formatDrawCountdown } from "../model/formatDrawCountdown.ts";
import type { LotteryPhase } from "../model/lotteryPhase.ts";
import styles from "./LotteryHero.module.css";

export interface LotteryHeroProps {
  readonly round: LotteryRound | null | undefined;
  readonly phase: LotteryPhase | undefined;
  readonly now: number | undefined;
  readonly cakePriceUsd: number | null;
  /** 'Buy Tickets', or the connect prompt without an account. */
  readonly action: ReactNode;
}

/** The live round at the top of /lottery: its pot in CAKE and USD, its state, the countdown to the draw and the way to buy. */
export function LotteryHero({ round, phase, now, cakePriceUsd, action }: LotteryHeroProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phaseText = {
    onSale: t("On sale"),
    inDraw: t("In draw"),
    announced: t("Announced"),
    cancelled: t("Cancelled"),
  } as const;

  return (
    <Card className={styles.hero} data-testid="lottery-hero">
      <Heading as="h1" scale="xl">
        {t("The Griddle Lottery")}
      </Heading>
      {round === undefined ? (
        <Skeleton height={96} />
      ) : round === null ? (
        <p>{t("Tickets on sale soon")}</p>
      ) : (
        <>
          <span className={styles.phase} data-testid="lottery-phase">
            {t("Round")} #{String(round.lotteryId)} · {phase === undefined ? "-" : phaseText[phase]}
          </span>
          <p
            className={styles.pot}
            data-testid="lottery-prize-pot"
            data-raw={round.amountCollectedInCake.toString()}
          >
            {t("%amount% CAKE", { amount: formatCake(round.amountCollectedInCake, locale) })}
          </p>
          <p className={styles.usd}>
            {formatCakeUsd(round.amountCollectedInCake, cakePriceUsd, locale) ?? ""} {t("in prizes!")}
          </p>
          {phase === "onSale" && now !== undefined && (
            <p className={styles.countdown}>
              {t("Until the draw")}{" "}
              <span className={styles.clock} data-testid="lottery-countdown">
                {formatDrawCountdown(round.endTime - now)}
              </span>
            </p>
          )}
          {phase === "onSale" && <p className={styles.cta}>{t("Get your tickets now!")}</p>}
        </>
      )}
      <div className={styles.action}>{action}</div>
    </Card>
  );
}
