import { BLOCK_TIME_SECONDS } from "../../../../shared/chain/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, classNames, Heading, Skeleton } from "../../../../shared/ui/index.ts";
import type { Auction } from "../../model/Auction.ts";
import { auctionCountdown, splitDuration } from "../../model/auctionCountdown.ts";
import type { AuctionPhase } from "../../model/auctionPhase.ts";
import { formatCake } from "../../model/formatCake.ts";
import styles from "./AuctionCard.module.css";

export interface CurrentAuctionCardProps {
  /** Undefined while loading; null before the first auction. */
  readonly auction: Auction | null | undefined;
  readonly phase: AuctionPhase | undefined;
  readonly currentBlock: number | undefined;
}

/** The current auction: its status, the countdown in blocks and time, and its terms. */
export function CurrentAuctionCard({ auction, phase, currentBlock }: CurrentAuctionCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (auction === undefined || phase === undefined || currentBlock === undefined) {
    return (
      <Card className={styles.card}>
        <Skeleton height={140} />
      </Card>
    );
  }
  if (auction === null) {
    return (
      <Card className={styles.card}>
        <Heading as="h2" scale="md">
          {t("Current auction")}
        </Heading>
        <p className={styles.muted}>{t("No auction has started yet.")}</p>
      </Card>
    );
  }
  const phaseLabel = {
    notStarted: t("Not live yet"),
    live: t("Live"),
    ended: t("Ended"),
    closed: t("Closed"),
  }[phase];
  const countdown = auctionCountdown(auction, phase, currentBlock, BLOCK_TIME_SECONDS);
  const time = countdown && splitDuration(countdown.seconds);
  const timeText =
    time &&
    t("%day%d : %hour%h : %minute%m", {
      day: String(time.days),
      hour: String(time.hours),
      minute: String(time.minutes),
    });

  return (
    <Card className={styles.card} data-testid="farm-auction-current">
      <div className={styles.head}>
        <Heading as="h2" scale="md">
          {t("Auction #%id%", { id: String(auction.id) })}
        </Heading>
        <span
          className={classNames(styles.status, phase === "live" && styles.live)}
          data-testid="farm-auction-status"
        >
          {phaseLabel}
        </span>
      </div>
      {countdown && timeText && (
        <p className={styles.countdown} data-testid="farm-auction-countdown">
          {countdown.until === "start"
            ? t("Starts in %blocks% blocks (~%time%)", { blocks: String(countdown.blocks), time: timeText })
            : t("Ends in %blocks% blocks (~%time%)", { blocks: String(countdown.blocks), time: timeText })}
        </p>
      )}
      {phase === "ended" && (
        <p className={styles.muted}>{t("Bidding has ended; the auction closes soon.")}</p>
      )}
      {phase === "closed" && (
        <p className={styles.muted}>
          {t("Closed: the winners bid at least %amount% CAKE.", {
            amount: formatCake(auction.leaderboardThreshold, locale),
          })}
        </p>
      )}
      <dl className={styles.details}>
        <dt>{t("Start block")}</dt>
        <dd>{auction.startBlock}</dd>
        <dt>{t("End block")}</dt>
        <dd>{auction.endBlock}</dd>
        <dt>{t("Initial bid")}</dt>
        <dd data-testid="farm-auction-initial-bid">
          {t("%amount% CAKE", { amount: formatCake(auction.initialBidAmount, locale) })}
        </dd>
        <dt>{t("Winners")}</dt>
        <dd>{auction.leaderboard}</dd>
      </dl>
    </Card>
  );
}
