import type { ReactNode } from "react";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { IndexedList, IndexerNotice } from "../../../../shared/indexer/index.ts";
import { Button, Card, Heading, Skeleton, Table } from "../../../../shared/ui/index.ts";
import { formatCake } from "../../model/formatCake.ts";
import type { UserLotteryRound } from "../data/model/parseUserLotteryHistory.ts";
import type { UserLotteryHistoryState } from "../data/useUserLotteryHistory.ts";
import styles from "./LotteryHistory.module.css";

export interface LotteryHistoryProps {
  readonly state: UserLotteryHistoryState;
  readonly connectPrompt: ReactNode;
  readonly onOpenRound: (lotteryId: bigint) => void;
}

/**
 * 'Your history': the account's rounds, newest first, with their date, tickets and what was collected;
 * 100 at a time, with 'Load more' while older ones remain.
 */
export function LotteryHistory({ state, connectPrompt, onOpenRound }: LotteryHistoryProps) {
  const { history } = state;
  const { t } = useTranslation();
  const locale = useLocale();
  // What the round gave: its prize or refund once collected, else whether it was cancelled.
  const collectedText = (round: UserLotteryRound) => {
    if (round.claimed) return t("%amount% CAKE", { amount: formatCake(round.claimedCake, locale, 4) });
    return round.status === "Cancelled" ? t("Cancelled") : "-";
  };
  const body = () => {
    if (connectPrompt) return connectPrompt;
    if (history === undefined) return <Skeleton height={64} />;
    if (history.rounds.length === 0) return <p>{t("No lottery history found")}</p>;
    return (
      <>
        <Table data-testid="lottery-history">
          <thead>
            <tr>
              <th scope="col">{t("Round")}</th>
              <th scope="col">{t("Date")}</th>
              <th scope="col">{t("Tickets")}</th>
              <th scope="col">{t("Collected")}</th>
            </tr>
          </thead>
          <tbody>
            {history.rounds.map((round) => (
              <tr key={String(round.lotteryId)} data-testid="lottery-history-round">
                <td>
                  <button
                    type="button"
                    className={styles.roundLink}
                    onClick={() => onOpenRound(round.lotteryId)}
                  >
                    #{String(round.lotteryId)}
                  </button>
                </td>
                <td>
                  {new Date(round.endTime * 1_000).toLocaleString(locale, {
                    dateStyle: "short",
                    timeStyle: "short",
                  })}
                </td>
                <td>{String(round.totalTickets)}</td>
                <td>{collectedText(round)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        {state.hasMore && (
          <Button
            variant="secondary"
            onClick={state.loadMore}
            isLoading={state.loadingMore}
            data-testid="lottery-history-more"
          >
            {t("Load more")}
          </Button>
        )}
      </>
    );
  };
  return (
    <Card className={styles.card} data-testid="lottery-history-panel">
      <Heading scale="md">{t("Your history")}</Heading>
      {!connectPrompt && <IndexerNotice health={state.indexer} />}
      <IndexedList health={state.indexer} loaded={Boolean(connectPrompt) || history !== undefined}>
        {body()}
      </IndexedList>
    </Card>
  );
}
