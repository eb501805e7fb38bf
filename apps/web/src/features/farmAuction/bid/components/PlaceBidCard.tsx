import type { ReactNode } from "react";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Card, Heading, Input, Notice } from "../../../../shared/ui/index.ts";
import { ApprovalState } from "../../../approval/index.ts";
import type { Auction } from "../../model/Auction.ts";
import type { AuctionPhase } from "../../model/auctionPhase.ts";
import { formatCake } from "../../model/formatCake.ts";
import type { BidProblem } from "../../model/validateBid.ts";
import type { PlaceBidFlow } from "../hooks/usePlaceBidFlow.ts";
import styles from "../../page/components/AuctionCard.module.css";

export interface PlaceBidCardProps {
  readonly auction: Auction;
  readonly phase: AuctionPhase;
  /** The wallet's total in this auction and its CAKE; undefined while loading. */
  readonly currentBid: bigint | undefined;
  readonly cakeBalance: bigint | undefined;
  /** Undefined without a connected wallet, whose place the connect prompt takes. */
  readonly flow: PlaceBidFlow | undefined;
  readonly connectPrompt: ReactNode;
}

/** 'Place a bid': the rules' messages as the amount is typed, then Enable (CAKE's approval) and Place bid. */
export function PlaceBidCard({
  auction,
  phase,
  currentBid,
  cakeBalance,
  flow,
  connectPrompt,
}: PlaceBidCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cake = (amount: bigint) => t("%amount% CAKE", { amount: formatCake(amount, locale) });
  const problemText = (problem: BidProblem): string | null => {
    switch (problem) {
      case "notLive":
        return phase === "notStarted"
          ? t("Bidding opens at block %block%.", { block: String(auction.startBlock) })
          : t("Bidding has ended for this auction.");
      case "notWhitelisted":
        return t("This wallet is not whitelisted: only whitelisted project wallets can bid.");
      case "empty":
        return null;
      case "notMultipleOfTen":
        return t("Bid must be a multiple of 10");
      case "belowInitialBid":
        return t("Your first bid must be at least %amount% CAKE", {
          amount: formatCake(auction.initialBidAmount, locale),
        });
      case "insufficientBalance":
        return t("Insufficient CAKE balance");
    }
  };

  const body = () => {
    if (!flow) return connectPrompt;
    const { validation } = flow;
    const problem = validation.ok ? null : problemText(validation.problem);
    const needsApproval = validation.ok && flow.approvalState !== ApprovalState.APPROVED;
    const blockedByRules =
      !validation.ok && (validation.problem === "notLive" || validation.problem === "notWhitelisted");
    return (
      <>
        <dl className={styles.details}>
          <dt>{t("Your bid in this auction")}</dt>
          <dd data-testid="farm-auction-your-bid">{currentBid === undefined ? "…" : cake(currentBid)}</dd>
          <dt>{t("Your CAKE")}</dt>
          <dd data-testid="farm-auction-cake-balance">
            {cakeBalance === undefined ? "…" : cake(cakeBalance)}
          </dd>
        </dl>
        {blockedByRules ? (
          <Notice variant="warning">{problem}</Notice>
        ) : (
          <>
            <label className={styles.muted} htmlFor="farm-auction-bid-amount">
              {t("Bid amount (CAKE, multiples of 10)")}
            </label>
            <Input
              id="farm-auction-bid-amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder={currentBid === 0n ? formatCake(auction.initialBidAmount, locale) : "10"}
              value={flow.text}
              invalid={problem !== null}
              aria-describedby={problem === null ? undefined : "farm-auction-bid-problem"}
              onChange={(event) => flow.setText(event.target.value)}
              data-testid="farm-auction-bid-input"
            />
            {problem !== null && (
              <p
                id="farm-auction-bid-problem"
                className={styles.problem}
                role="alert"
                data-testid="farm-auction-bid-problem"
              >
                {problem}
              </p>
            )}
            {needsApproval ? (
              <Button
                fullWidth
                isLoading={flow.approvalState === ApprovalState.PENDING}
                disabled={flow.approvalState !== ApprovalState.NOT_APPROVED}
                onClick={flow.approve}
                data-testid="farm-auction-approve"
              >
                {flow.approvalState === ApprovalState.PENDING ? t("Enabling") : t("Enable")}
              </Button>
            ) : (
              <Button
                fullWidth
                isLoading={flow.bidding}
                disabled={!validation.ok || flow.bidding}
                onClick={flow.bid}
                data-testid="farm-auction-place-bid"
              >
                {t("Place bid")}
              </Button>
            )}
          </>
        )}
      </>
    );
  };

  return (
    <Card className={styles.card} data-testid="farm-auction-bid-card">
      <Heading as="h2" scale="md">
        {t("Place a bid")}
      </Heading>
      {body()}
    </Card>
  );
}
