import type { ReactNode } from "react";
import { COMPETITION_ELIGIBLE_PAIRS, COMPETITION_PRIZE_POOL_USD, type CompetitionStatus } from "@griddle/sdk";
import { formatUsdValue } from "../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading, Skeleton } from "../../../../shared/ui/index.ts";
import { formatDrawCountdown } from "../../../lottery/index.ts";
import { COUNTDOWN_LABELS, PHASE_LABELS } from "../model/phaseLabel.ts";
import styles from "./CompetitionHero.module.css";

export interface CompetitionHeroProps {
  readonly status: CompetitionStatus | undefined;
  /** Seconds left in the phase; undefined for a phase without a planned end. */
  readonly secondsLeft: number | undefined;
  /** Register, or the connect prompt. */
  readonly action: ReactNode;
}

/** The top of /competition: the battle's name, its phase and countdown, the prize pool and the eligible pairs. */
export function CompetitionHero({ status, secondsLeft, action }: CompetitionHeroProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countdownLabel = status === undefined ? undefined : COUNTDOWN_LABELS[status];
  const pairs = COMPETITION_ELIGIBLE_PAIRS.map((pair) =>
    pair.map((symbol) => (symbol === "WBNB" ? "BNB" : symbol)).join("/"),
  );
  return (
    <Card className={styles.hero} data-testid="competition-hero">
      <Heading as="h1" scale="xl">
        {t("Trading Battle")}
      </Heading>
      <p className={styles.tagline}>
        {t("Team up, trade the eligible pairs and win your share of the prize pool.")}
      </p>
      {status === undefined ? (
        <Skeleton height={32} width={160} />
      ) : (
        <span className={styles.phase} data-testid="competition-phase" data-status={status}>
          {t(PHASE_LABELS[status])}
        </span>
      )}
      {countdownLabel !== undefined && secondsLeft !== undefined && (
        <p className={styles.countdown}>
          {t(countdownLabel)}{" "}
          <span className={styles.clock} data-testid="competition-countdown">
            {formatDrawCountdown(secondsLeft)}
          </span>
        </p>
      )}
      <p className={styles.pool}>
        {t("Prize pool")}: <strong>${formatUsdValue(COMPETITION_PRIZE_POOL_USD, locale)}</strong>
      </p>
      <p className={styles.pairs}>
        {t("Eligible pairs")}: {pairs.join(", ")}
      </p>
      <div className={styles.action}>{action}</div>
    </Card>
  );
}
