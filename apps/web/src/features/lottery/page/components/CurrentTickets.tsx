import type { ReactNode } from "react";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading, Skeleton } from "../../../../shared/ui/index.ts";
import { TicketNumber } from "../../components/TicketNumber.tsx";
import type { LotteryTicket } from "../../model/LotteryRound.ts";
import styles from "./CurrentTickets.module.css";

export interface CurrentTicketsProps {
  readonly lotteryId: bigint | undefined;
  readonly tickets: readonly LotteryTicket[] | undefined;
  /** The connect prompt without an account. */
  readonly connectPrompt: ReactNode;
}

/** 'Your tickets' for the live round. */
export function CurrentTickets({ lotteryId, tickets, connectPrompt }: CurrentTicketsProps) {
  const { t } = useTranslation();
  const body = () => {
    if (connectPrompt) return connectPrompt;
    if (tickets === undefined) return <Skeleton height={48} />;
    if (tickets.length === 0) return <p>{t("You have no tickets for this round")}</p>;
    return (
      <>
        <p data-testid="lottery-current-ticket-count">
          {t("You have %count% tickets this round", { count: String(tickets.length) })}
        </p>
        <ul className={styles.list}>
          {tickets.map((ticket) => (
            <li key={String(ticket.id)}>
              <TicketNumber number={ticket.number} testId="lottery-current-ticket" />
            </li>
          ))}
        </ul>
      </>
    );
  };
  return (
    <Card className={styles.card} data-testid="lottery-current-tickets">
      <Heading scale="md">
        {t("Your tickets")}
        {lotteryId !== undefined && ` · ${t("Round")} #${String(lotteryId)}`}
      </Heading>
      {body()}
    </Card>
  );
}
