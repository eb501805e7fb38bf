import { useCallback, useMemo, useState } from "react";
import { useConnection } from "wagmi";
import { useCurrentBlock, type PredictionContracts } from "../../../shared/chain/index.ts";
import { Skeleton } from "../../../shared/ui/index.ts";
import { useCollectFlow } from "../collect/hooks/useCollectFlow.ts";
import { usePredictionMarket } from "../data/usePredictionMarket.ts";
import type { PredictionBet } from "../model/PredictionRound.ts";
import { PredictionHeader } from "./components/PredictionHeader.tsx";
import { PredictionLayout } from "./components/PredictionLayout.tsx";
import { PredictionStatusNotice } from "./components/PredictionStatusNotice.tsx";
import { RoundCarousel } from "./components/RoundCarousel.tsx";
import styles from "./PredictionGame.module.css";
import { ChartPane, HistoryPane } from "./panes.ts";
import { buildRoundCards } from "./model/buildRoundCards.ts";
import type { RoundCardContext } from "./model/RoundCardContext.ts";

/**
 * The game on a chain that has it: the rounds' carousel with the account's bets and claims, the
 * status notices, and the history and chart panes' open or closed state.
 */
export function PredictionGame({ contracts }: { contracts: PredictionContracts }) {
  const { address: account } = useConnection();
  const { market, refreshAt, markEntered, markClaimed, retry } = usePredictionMarket(contracts, account);
  const latestBlock = useCurrentBlock();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [chartOpen, setChartOpen] = useState(false);

  const onCollected = useCallback(
    (epochs: readonly bigint[], blockNumber: bigint) => {
      markClaimed(epochs);
      refreshAt(blockNumber);
    },
    [markClaimed, refreshAt],
  );
  const collect = useCollectFlow(contracts.game, onCollected);
  const onEntered = useCallback(
    (epoch: bigint, bet: PredictionBet, blockNumber: bigint) => {
      markEntered(epoch, bet);
      refreshAt(blockNumber);
    },
    [markEntered, refreshAt],
  );

  const { rounds, settings, status, lastOraclePrice } = market;
  const cards = useMemo(
    () =>
      rounds === undefined
        ? undefined
        : buildRoundCards({
            currentEpoch: rounds.currentEpoch,
            rounds: rounds.rounds,
            intervalBlocks: settings?.intervalBlocks,
            paused: status === "paused",
          }),
    [rounds, settings, status],
  );
  const context: RoundCardContext = {
    game: contracts.game,
    account,
    accountRounds: rounds?.accountRounds,
    currentBlock: latestBlock === undefined ? undefined : BigInt(latestBlock),
    lastOraclePrice,
    minBetAmount: settings?.minBetAmount,
    collect,
    onEntered,
  };

  return (
    <PredictionLayout
      header={
        <PredictionHeader
          historyOpen={historyOpen}
          chartOpen={chartOpen}
          onToggleHistory={() => setHistoryOpen((open) => !open)}
          onToggleChart={() => setChartOpen((open) => !open)}
        />
      }
      history={
        historyOpen ? (
          <HistoryPane
            account={account}
            currentEpoch={rounds?.currentEpoch}
            onCollect={collect.collect}
            onClose={() => setHistoryOpen(false)}
          />
        ) : undefined
      }
      chart={chartOpen ? <ChartPane onClose={() => setChartOpen(false)} /> : undefined}
    >
      <PredictionStatusNotice status={status} onRetry={retry} />
      {cards !== undefined ? (
        <RoundCarousel cards={cards} context={context} />
      ) : (
        status !== "error" && (
          <div className={styles.loading} aria-busy="true">
            <Skeleton height={420} />
            <Skeleton height={420} />
            <Skeleton height={420} />
          </div>
        )
      )}
    </PredictionLayout>
  );
}
