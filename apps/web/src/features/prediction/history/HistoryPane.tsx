import { useMemo, useState } from "react";
import type { Address } from "viem";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { IndexerNotice } from "../../../shared/indexer/index.ts";
import { Button, Notice, Skeleton, Tabs, Text } from "../../../shared/ui/index.ts";
import { BetHistoryItem } from "./components/BetHistoryItem.tsx";
import { HistorySummary } from "./components/HistorySummary.tsx";
import { PredictionPaneFrame } from "../components/PredictionPaneFrame.tsx";
import { useBetHistory, type BetHistoryState } from "./data/useBetHistory.ts";
import { HISTORY_FILTER_LABELS } from "./model/betLabels.ts";
import { describeBets } from "./model/describeBets.ts";
import { filterBetHistory, HISTORY_FILTERS, type HistoryFilter } from "./model/filterBetHistory.ts";
import styles from "./HistoryPane.module.css";

export interface HistoryPaneProps {
  account: Address | undefined;
  currentEpoch: bigint | undefined;
  onCollect: (epoch: bigint) => void;
  onClose: () => void;
}

const LOADING_ROWS = 3;

function HistoryBody({
  history,
  currentEpoch,
  onCollect,
}: {
  history: BetHistoryState;
  currentEpoch: bigint | undefined;
  onCollect: (epoch: bigint) => void;
}) {
  const { t } = useTranslation();
  // Mounted when the pane opens, so opening it starts on 'All' (spec 001 section 2).
  const [filter, setFilter] = useState<HistoryFilter>("all");
  const rows = useMemo(
    () => describeBets(history.entries ?? [], currentEpoch),
    [history.entries, currentEpoch],
  );

  switch (history.status) {
    case "disconnected":
      return (
        <Text className={styles.message}>{t("Connect your wallet to view your prediction history")}</Text>
      );
    case "unconfigured":
      return (
        <Text className={styles.message}>
          {t("Prediction history needs the indexer, which is not set up for this network.")}
        </Text>
      );
    case "error":
      return (
        <Notice variant="danger" title={t("Error fetching data")} className={styles.error}>
          <Button variant="secondary" size="sm" onClick={history.retry}>
            {t("Retry")}
          </Button>
        </Notice>
      );
    case "loading":
      return (
        <ul className={styles.loading} aria-busy="true">
          {Array.from({ length: LOADING_ROWS }, (_, index) => (
            <li key={index}>
              <Skeleton height={112} />
            </li>
          ))}
        </ul>
      );
    case "ready":
      break;
  }
  const [newest] = history.entries ?? [];
  if (newest === undefined)
    return <Text className={styles.message}>{t("No prediction history available")}</Text>;
  const shown = filterBetHistory(rows, filter);
  const list =
    shown.length === 0 ? (
      <Text className={styles.message}>{t("No prediction history available")}</Text>
    ) : (
      <ul className={styles.list}>
        {shown.map((row) => (
          <BetHistoryItem key={row.id} row={row} onCollect={onCollect} />
        ))}
      </ul>
    );
  return (
    <>
      <HistorySummary totals={newest.user} />
      <Tabs
        label={t("History")}
        fullWidth
        activeId={filter}
        onChange={(id) => setFilter(HISTORY_FILTERS.find((known) => known === id) ?? "all")}
        tabs={HISTORY_FILTERS.map((id) => ({ id, label: t(HISTORY_FILTER_LABELS[id]), panel: list }))}
      />
    </>
  );
}

/**
 * The prediction page's history pane: the account's bets from the indexer, newest first, filtered by
 * all / collected / uncollected, with a summary of the bettor's totals; a full-screen sheet on phones.
 */
export function HistoryPane({ account, currentEpoch, onCollect, onClose }: HistoryPaneProps) {
  const { t } = useTranslation();
  const history = useBetHistory(account, currentEpoch);
  return (
    <PredictionPaneFrame title={t("History")} onClose={onClose}>
      {history.status !== "disconnected" && history.status !== "unconfigured" && (
        <IndexerNotice health={history.indexer} />
      )}
      <HistoryBody history={history} currentEpoch={currentEpoch} onCollect={onCollect} />
    </PredictionPaneFrame>
  );
}
