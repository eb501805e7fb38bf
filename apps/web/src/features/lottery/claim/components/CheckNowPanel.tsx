import type { ReactNode } from "react";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Card, Heading, Skeleton } from "../../../../shared/ui/index.ts";
import { formatCake, formatCakeUsd } from "../../model/formatCake.ts";
import type { CheckNowFlow } from "../hooks/useCheckNowFlow.ts";
import styles from "./CheckNowPanel.module.css";

export interface CheckNowPanelProps {
  readonly flow: CheckNowFlow;
  readonly cakePriceUsd: number | null;
  /** Shown in place of 'Check now' without an account. */
  readonly connectPrompt: ReactNode;
}

/** 'Are you a winner?': 'Check now', then the unclaimed prizes and 'Collect Prizes'. */
export function CheckNowPanel({ flow, cakePriceUsd, connectPrompt }: CheckNowPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { batches } = flow;

  const body = () => {
    if (!flow.checked) {
      return (
        <Button onClick={flow.check} data-testid="lottery-check-now">
          {t("Check now")}
        </Button>
      );
    }
    if (batches === undefined) return <Skeleton height={48} />;
    if (batches.length === 0) return <p data-testid="lottery-no-prizes">{t("No prizes to collect...")}</p>;
    const tickets = batches.reduce((sum, batch) => sum + batch.tickets.length, 0);
    return (
      <div className={styles.result} data-testid="lottery-prizes">
        <p className={styles.won}>{t("Congratulations!")}</p>
        <p>
          {t("You have %count% winning tickets", { count: String(tickets) })} ·{" "}
          <strong data-testid="lottery-prizes-total" data-raw={flow.total.toString()}>
            {t("%amount% CAKE", { amount: formatCake(flow.total, locale, 4) })}
          </strong>{" "}
          <span className={styles.usd}>{formatCakeUsd(flow.total, cakePriceUsd, locale)}</span>
        </p>
        <Button onClick={flow.claim} isLoading={flow.claiming} data-testid="lottery-collect-prizes">
          {t("Collect Prizes")}
        </Button>
      </div>
    );
  };

  return (
    <Card className={styles.card} data-testid="lottery-check-panel">
      <Heading scale="md">{t("Are you a winner?")}</Heading>
      {connectPrompt ?? body()}
    </Card>
  );
}
