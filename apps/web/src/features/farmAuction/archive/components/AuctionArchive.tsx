import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading, Input, Skeleton } from "../../../../shared/ui/index.ts";
import type { Auction } from "../../model/Auction.ts";
import { formatCake } from "../../model/formatCake.ts";
import type { LeaderboardRow } from "../../model/leaderboardRows.ts";
import { AuctionLeaderboard } from "../../page/components/AuctionLeaderboard.tsx";
import type { ArchiveSelection } from "../hooks/useArchiveSelection.ts";
import styles from "../../page/components/AuctionCard.module.css";

export interface AuctionArchiveProps {
  readonly selection: ArchiveSelection;
  /** The shown auction; undefined while loading, null when there is none to show. */
  readonly auction: Auction | null | undefined;
  readonly rows: readonly LeaderboardRow[] | undefined;
}

/** The archive: any past auction by id, with its terms, its bid limit and its leaderboard. */
export function AuctionArchive({ selection, auction, rows }: AuctionArchiveProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const invalid = selection.text.trim() !== "" && selection.input?.ok === false;
  const showEmptyPrompt = selection.text.trim() === "" && selection.auctionId === undefined;
  return (
    <section className={styles.card} data-testid="farm-auction-archive">
      <Card className={styles.card}>
        <div className={styles.head}>
          <Heading as="h2" scale="md">
            {t("Auction archive")}
          </Heading>
          <Input
            aria-label={t("Auction ID")}
            placeholder={t("Auction ID")}
            inputMode="numeric"
            size="sm"
            value={selection.text}
            invalid={invalid}
            onChange={(event) => selection.setText(event.target.value)}
            data-testid="farm-auction-archive-input"
          />
        </div>
        {invalid || showEmptyPrompt ? (
          <p className={styles.problem} role="alert" data-testid="farm-auction-archive-problem">
            {t("Please specify auction ID")}
          </p>
        ) : auction === undefined ? (
          <Skeleton height={80} />
        ) : auction === null ? (
          <p className={styles.problem} role="alert" data-testid="farm-auction-archive-problem">
            {t("Please specify auction ID")}
          </p>
        ) : (
          <dl className={styles.details} data-testid="farm-auction-archive-details">
            <dt>{t("Auction ID")}</dt>
            <dd data-testid="farm-auction-archive-id">#{String(auction.id)}</dd>
            <dt>{t("Blocks")}</dt>
            <dd>
              {auction.startBlock} – {auction.endBlock}
            </dd>
            <dt>{t("Initial bid")}</dt>
            <dd>{t("%amount% CAKE", { amount: formatCake(auction.initialBidAmount, locale) })}</dd>
            <dt>{t("Bid limit of the winners")}</dt>
            <dd data-testid="farm-auction-archive-limit">
              {auction.status === "close"
                ? t("%amount% CAKE", { amount: formatCake(auction.leaderboardThreshold, locale) })
                : t("Not closed yet")}
            </dd>
          </dl>
        )}
      </Card>
      {auction && (
        <AuctionLeaderboard title={t("Leaderboard")} rows={rows} testId="farm-auction-archive-leaderboard" />
      )}
    </section>
  );
}
