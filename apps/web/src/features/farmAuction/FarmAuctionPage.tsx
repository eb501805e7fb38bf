import { useMemo } from "react";
import { useConnection } from "wagmi";
import { useAppChainConfig, useCurrentBlock, useDeployment } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Notice, Page, PageHeader } from "../../shared/ui/index.ts";
import { useCakeBalance } from "../tokens/index.ts";
import { ConnectWalletButton } from "../wallet/index.ts";
import { AuctionArchive } from "./archive/components/AuctionArchive.tsx";
import { useArchiveSelection } from "./archive/hooks/useArchiveSelection.ts";
import { PlaceBidSection } from "./bid/components/PlaceBidSection.tsx";
import { useAuction } from "./data/useAuction.ts";
import { useAuctionAccount } from "./data/useAuctionAccount.ts";
import { useAuctionState } from "./data/useAuctionState.ts";
import { auctionPhase } from "./model/auctionPhase.ts";
import { leaderboardRows } from "./model/leaderboardRows.ts";
import { AuctionLeaderboard } from "./page/components/AuctionLeaderboard.tsx";
import { AuctionSchedule } from "./page/components/AuctionSchedule.tsx";
import { CurrentAuctionCard } from "./page/components/CurrentAuctionCard.tsx";
import { WhitelistedWallets } from "./page/components/WhitelistedWallets.tsx";
import { ReclaimBidCard } from "./reclaim/components/ReclaimBidCard.tsx";
import { useReclaimBid } from "./reclaim/hooks/useReclaimBid.ts";
import styles from "./FarmAuctionPage.module.css";

/**
 * /farms/auction (spec 001 section 2): the current auction with its countdown, placing a bid,
 * reclaiming bids that did not win, the leaderboard with its winner line, the archive by id, the
 * schedule and how it works, and the whitelisted wallets.
 */
export default function FarmAuctionPage() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const { farmAuction, cake } = useAppChainConfig().contracts;
  const deployment = useDeployment();
  const currentBlock = useCurrentBlock();
  const names = useMemo(
    () =>
      new Map(
        (deployment?.farmAuction.bidders ?? []).map(({ address, name }) => [address.toLowerCase(), name]),
      ),
    [deployment],
  );

  const state = useAuctionState(farmAuction);
  const current = useAuction(farmAuction, state.currentAuctionId);
  const auction = state.currentAuctionId === 0n ? null : current.auction;
  const phase = auction && currentBlock !== undefined ? auctionPhase(auction, currentBlock) : undefined;
  const wallet = useAuctionAccount(farmAuction, state.currentAuctionId, account);
  const cakeBalance = useCakeBalance(cake, farmAuction === undefined ? undefined : account);
  const reclaim = useReclaimBid(farmAuction);

  const archive = useArchiveSelection(state.currentAuctionId, auction?.status === "close");
  const archived = useAuction(farmAuction, archive.auctionId);

  const connectPrompt = account === undefined ? <ConnectWalletButton /> : null;

  if (!farmAuction) {
    return (
      <Page>
        <PageHeader title={t("Farm auction")} />
        <Notice>{t("Farm auctions are not available on this network.")}</Notice>
      </Page>
    );
  }

  return (
    <Page>
      <PageHeader
        title={t("Farm auction")}
        subtitle={t("Whitelisted projects bid CAKE for a week-long farm on Griddle.")}
      />
      {(state.error ?? current.error ?? wallet.error) && (
        <Notice variant="danger">{t("Error fetching data")}</Notice>
      )}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <CurrentAuctionCard auction={auction} phase={phase} currentBlock={currentBlock} />
          {auction && phase && (
            <PlaceBidSection
              input={
                account === undefined || wallet.whitelisted === undefined || wallet.currentBid === undefined
                  ? undefined
                  : {
                      farmAuction,
                      cake,
                      auction,
                      phase,
                      whitelisted: wallet.whitelisted,
                      currentBid: wallet.currentBid,
                      cakeBalance,
                    }
              }
              card={{ auction, phase, currentBid: wallet.currentBid, cakeBalance, connectPrompt }}
            />
          )}
          <ReclaimBidCard reclaimable={wallet.reclaimable} action={reclaim} connectPrompt={connectPrompt} />
        </div>
        <AuctionLeaderboard
          title={t("Leaderboard")}
          rows={
            auction && current.bids
              ? leaderboardRows(current.bids, auction, names)
              : auction === null
                ? []
                : undefined
          }
          testId="farm-auction-leaderboard"
        />
      </div>
      <AuctionArchive
        selection={archive}
        auction={archived.auction}
        rows={
          archived.auction && archived.bids
            ? leaderboardRows(archived.bids, archived.auction, names)
            : undefined
        }
      />
      <div className={styles.columns}>
        <AuctionSchedule />
        <WhitelistedWallets whitelist={state.whitelist} names={names} />
      </div>
    </Page>
  );
}
