import { useState } from "react";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, DetailRow, Input, Modal, Notice } from "../../../../shared/ui/index.ts";
import { ApprovalState } from "../../../approval/index.ts";
import { formatCake } from "../../model/formatCake.ts";
import type { BuyTicketsFlowInput } from "../hooks/useBuyTicketsFlow.ts";
import { useBuyTicketsFlow } from "../hooks/useBuyTicketsFlow.ts";
import { EditNumbers } from "./EditNumbers.tsx";
import styles from "./BuyTicketsModal.module.css";

export interface BuyTicketsModalProps extends BuyTicketsFlowInput {
  readonly onDismiss: () => void;
}

/** 'Buy Tickets': how many (up to 100), the cost with the bulk discount, then buy at once or edit the numbers first. */
export function BuyTicketsModal({ onDismiss, ...input }: BuyTicketsModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const flow = useBuyTicketsFlow(input, onDismiss);
  const [editing, setEditing] = useState(false);
  const { cost, quantity, approvalState } = flow;
  const approved = approvalState === ApprovalState.APPROVED;
  const canBuy = cost !== undefined && !flow.insufficientBalance && approved && !flow.buying;

  if (editing && quantity.ok) {
    return (
      <Modal
        title={t("Edit numbers")}
        onDismiss={onDismiss}
        onBack={() => setEditing(false)}
        maxWidth="440px"
      >
        <EditNumbers flow={flow} />
      </Modal>
    );
  }

  return (
    <Modal title={t("Buy Tickets")} onDismiss={onDismiss}>
      <div className={styles.body} data-testid="lottery-buy-modal">
        <label className={styles.label} htmlFor="lottery-ticket-quantity">
          {t("Tickets")}
        </label>
        <Input
          id="lottery-ticket-quantity"
          inputMode="numeric"
          value={flow.quantityText}
          invalid={!quantity.ok && quantity.problem === "tooMany"}
          onChange={(event) => flow.setQuantityText(event.target.value)}
          data-testid="lottery-ticket-quantity"
        />
        {!quantity.ok && quantity.problem === "tooMany" && (
          <Notice variant="warning">
            {t("The maximum number of tickets you can buy in one transaction is %maxTickets%", {
              maxTickets: String(input.maxTickets),
            })}
          </Notice>
        )}
        <dl className={styles.rows}>
          <DetailRow label={t("CAKE Balance")}>
            {input.cakeBalance === undefined ? "-" : formatCake(input.cakeBalance, locale)}
          </DetailRow>
          <DetailRow label={t("Cost (CAKE)")} testId="lottery-full-cost">
            {cost === undefined ? "-" : formatCake(cost.fullPrice, locale, 4)}
          </DetailRow>
          <DetailRow label={t("Bulk discount")} testId="lottery-discount">
            {cost === undefined ? "-" : `${(cost.discountBasisPoints / 100).toFixed(2)}%`}
          </DetailRow>
          <DetailRow label={t("You pay")} testId="lottery-total-cost">
            <strong data-raw={cost?.total.toString()}>
              {cost === undefined ? "-" : t("%amount% CAKE", { amount: formatCake(cost.total, locale, 4) })}
            </strong>
          </DetailRow>
        </dl>
        {flow.insufficientBalance && <Notice variant="danger">{t("Insufficient CAKE balance")}</Notice>}
        {!approved ? (
          <Button
            fullWidth
            isLoading={approvalState === ApprovalState.PENDING}
            disabled={approvalState !== ApprovalState.NOT_APPROVED || cost === undefined}
            onClick={flow.approve}
          >
            {approvalState === ApprovalState.PENDING ? t("Enabling") : t("Enable")}
          </Button>
        ) : (
          <>
            <Button fullWidth disabled={!canBuy} isLoading={flow.buying} onClick={flow.buy}>
              {t("Buy Instantly")}
            </Button>
            <Button variant="secondary" fullWidth disabled={!canBuy} onClick={() => setEditing(true)}>
              {t("View/Edit Numbers")}
            </Button>
          </>
        )}
        <p className={styles.note}>
          {t(
            '"Buy Instantly" chooses random numbers, with no duplicates among your tickets. Prices are set before each round starts.',
          )}
        </p>
      </div>
    </Modal>
  );
}
