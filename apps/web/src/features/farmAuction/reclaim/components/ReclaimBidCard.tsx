import type { ReactNode } from "react";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Card, Heading, Skeleton } from "../../../../shared/ui/index.ts";
import { formatCake } from "../../model/formatCake.ts";
import type { ReclaimableBid } from "../../model/reclaimableBids.ts";
import type { ReclaimBid } from "../hooks/useReclaimBid.ts";
import styles from "../../page/components/AuctionCard.module.css";

export interface ReclaimBidCardProps {
  /** Undefined while loading or without a wallet. */
  readonly reclaimable: readonly ReclaimableBid[] | undefined;
  readonly action: ReclaimBid;
  /** Shown in place of the list without a connected wallet. */
  readonly connectPrompt: ReactNode;
}

/** 'Reclaim': the bids of closed auctions the wallet did not win, each taken back in full with one click. */
export function ReclaimBidCard({ reclaimable, action, connectPrompt }: ReclaimBidCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const body = () => {
    if (connectPrompt) return connectPrompt;
    if (reclaimable === undefined) return <Skeleton height={48} />;
    if (reclaimable.length === 0) return <p className={styles.muted}>{t("No bids to reclaim.")}</p>;
    return (
      <ul className={styles.list}>
        {reclaimable.map((bid) => (
          <li key={String(bid.auctionId)} className={styles.listItem} data-testid="farm-auction-reclaimable">
            <span>
              {t("Auction #%id%: %amount% CAKE", {
                id: String(bid.auctionId),
                amount: formatCake(bid.amount, locale),
              })}
            </span>
            <Button
              size="sm"
              isLoading={action.reclaiming === bid.auctionId}
              disabled={action.reclaiming !== undefined}
              onClick={() => action.reclaim(bid)}
              data-testid="farm-auction-reclaim"
            >
              {t("Reclaim")}
            </Button>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <Card className={styles.card} data-testid="farm-auction-reclaim-card">
      <Heading as="h2" scale="md">
        {t("Reclaim your bid")}
      </Heading>
      <p className={styles.muted}>
        {t("Bids outside the winners come back in full once the auction closes.")}
      </p>
      {body()}
    </Card>
  );
}
