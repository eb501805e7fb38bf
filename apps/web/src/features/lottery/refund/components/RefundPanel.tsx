import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Notice, Skeleton } from "../../../../shared/ui/index.ts";
import { formatCake, formatCakeUsd } from "../../model/formatCake.ts";
import type { RefundFlow } from "../hooks/useRefundFlow.ts";
import styles from "./RefundPanel.module.css";

export interface RefundPanelProps {
  readonly flow: RefundFlow;
  /** The account's tickets in the round; undefined without an account. */
  readonly ticketCount: number | undefined;
  readonly cakePriceUsd: number | null;
}

/** A cancelled round: the notice, and the account's refund to reclaim or already reclaimed. */
export function RefundPanel({ flow, ticketCount, cakePriceUsd }: RefundPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { batches } = flow;
  const refund = () => {
    if (ticketCount === undefined) return null;
    if (ticketCount === 0) return <p>{t("You had no tickets this round")}</p>;
    if (batches === undefined) return <Skeleton height={40} />;
    if (batches.length === 0)
      return (
        <p data-testid="lottery-refund-done">
          {t("Refunded")} · {t("You have %count% tickets this round", { count: String(flow.refundedCount) })}
        </p>
      );
    return (
      <div className={styles.refund} data-testid="lottery-refund">
        <p>
          {t("You have %count% tickets this round", { count: String(ticketCount) })} ·{" "}
          <strong data-testid="lottery-refund-total" data-raw={flow.total.toString()}>
            {t("%amount% CAKE", { amount: formatCake(flow.total, locale, 4) })}
          </strong>{" "}
          <span className={styles.usd}>{formatCakeUsd(flow.total, cakePriceUsd, locale)}</span>
        </p>
        <Button onClick={flow.reclaim} isLoading={flow.reclaiming} data-testid="lottery-reclaim-refund">
          {t("Reclaim %amount% CAKE", { amount: formatCake(flow.total, locale, 4) })}
        </Button>
      </div>
    );
  };
  return (
    <>
      <Notice variant="warning">{t("This round was cancelled: its tickets are refunded")}</Notice>
      {refund()}
    </>
  );
}
