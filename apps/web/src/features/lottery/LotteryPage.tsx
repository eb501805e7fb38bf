import { useMemo, useState } from "react";
import { useConnection } from "wagmi";
import { useAppChainConfig } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Button, Notice, Page } from "../../shared/ui/index.ts";
import { useCakePriceUsd } from "../price/index.ts";
import { ConnectWalletButton } from "../wallet/index.ts";
import { BuyTicketsModal } from "./buy/components/BuyTicketsModal.tsx";
import { CheckNowPanel } from "./claim/components/CheckNowPanel.tsx";
import { useCheckNowFlow } from "./claim/hooks/useCheckNowFlow.ts";
import { useCakeBalance } from "../tokens/index.ts";
import { useChainClock } from "./data/useChainClock.ts";
import { useLiveLottery } from "./data/useLiveLottery.ts";
import { useLotteryRounds } from "./data/useLotteryRounds.ts";
import { LotteryHistory } from "./history/components/LotteryHistory.tsx";
import { useUserLotteryHistory } from "./history/data/useUserLotteryHistory.ts";
import { FinishedRounds } from "./finished/components/FinishedRounds.tsx";
import { useRoundSelection } from "./finished/hooks/useRoundSelection.ts";
import { latestFinishedRoundId } from "./finished/model/latestFinishedRoundId.ts";
import { CurrentTickets } from "./page/components/CurrentTickets.tsx";
import { HowToPlay } from "./page/components/HowToPlay.tsx";
import { LotteryHero } from "./page/components/LotteryHero.tsx";
import { useRefundFlow } from "./refund/hooks/useRefundFlow.ts";
import { lotteryPhase } from "./page/model/lotteryPhase.ts";
import styles from "./LotteryPage.module.css";

/** /lottery (spec 001 section 2): the live round and buying, the account's tickets, finished rounds, prizes and how to play. */
export default function LotteryPage() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const { cake } = useAppChainConfig().contracts;
  const live = useLiveLottery(account);
  const { lottery, round, currentLotteryId, maxTicketsPerBuyOrClaim } = live;
  const now = useChainClock();
  const cakePriceUsd = useCakePriceUsd();
  const cakeBalance = useCakeBalance(cake, lottery === undefined ? undefined : account);
  const [buying, setBuying] = useState(false);

  const phase = round && now !== undefined ? lotteryPhase(round, now) : undefined;
  const latestFinished =
    currentLotteryId === undefined || round === undefined
      ? undefined
      : latestFinishedRoundId(currentLotteryId, round?.status ?? "pending");
  const selection = useRoundSelection(latestFinished);
  const selectedIds = useMemo(
    () => (selection.lotteryId === undefined ? [] : [selection.lotteryId]),
    [selection.lotteryId],
  );
  const finished = useLotteryRounds(lottery, selectedIds, account);
  const refund = useRefundFlow(lottery, finished.rounds?.[0], maxTicketsPerBuyOrClaim);
  const history = useUserLotteryHistory(account);
  const checkNow = useCheckNowFlow(lottery, latestFinished, account, maxTicketsPerBuyOrClaim);

  if (!lottery) {
    return (
      <Page>
        <Notice>{t("The lottery is not available on this network.")}</Notice>
      </Page>
    );
  }

  const connectPrompt = account === undefined ? <ConnectWalletButton /> : null;
  const buyAction =
    connectPrompt ??
    (phase === "onSale" && (
      <Button onClick={() => setBuying(true)} data-testid="lottery-buy-tickets">
        {t("Buy Tickets")}
      </Button>
    ));

  return (
    <Page>
      {live.error && <Notice variant="danger">{t("Error fetching data")}</Notice>}
      <LotteryHero round={round} phase={phase} now={now} cakePriceUsd={cakePriceUsd} action={buyAction} />
      <div className={styles.columns}>
        <CurrentTickets lotteryId={round?.lotteryId} tickets={live.tickets} connectPrompt={connectPrompt} />
        <CheckNowPanel flow={checkNow} cakePriceUsd={cakePriceUsd} connectPrompt={connectPrompt} />
      </div>
      <FinishedRounds
        selection={selection}
        latestFinished={latestFinished}
        data={finished.rounds?.[0]}
        cakePriceUsd={cakePriceUsd}
        refund={refund}
      />
      <LotteryHistory
        state={history}
        connectPrompt={connectPrompt}
        onOpenRound={(lotteryId) => {
          if (latestFinished !== undefined && lotteryId <= latestFinished) selection.go(lotteryId);
        }}
      />
      <HowToPlay round={round} />
      {buying && round && maxTicketsPerBuyOrClaim !== undefined && (
        <BuyTicketsModal
          lottery={lottery}
          cake={cake}
          round={round}
          maxTickets={maxTicketsPerBuyOrClaim}
          cakeBalance={cakeBalance}
          onDismiss={() => setBuying(false)}
        />
      )}
    </Page>
  );
}
