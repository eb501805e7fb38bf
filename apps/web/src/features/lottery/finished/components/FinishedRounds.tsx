import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading, IconButton, Input, Notice, Skeleton } from "../../../../shared/ui/index.ts";
import { TicketNumber } from "../../components/TicketNumber.tsx";
import type { LotteryRoundData } from "../../data/useLotteryRounds.ts";
import { matchedDigitCount } from "../../model/ticketDigits.ts";
import { RefundPanel } from "../../refund/components/RefundPanel.tsx";
import type { RefundFlow } from "../../refund/hooks/useRefundFlow.ts";
import type { RoundSelection } from "../hooks/useRoundSelection.ts";
import { PrizeBracketsTable } from "./PrizeBracketsTable.tsx";
import styles from "./FinishedRounds.module.css";

export interface FinishedRoundsProps {
  readonly selection: RoundSelection;
  readonly latestFinished: bigint | undefined;
  /** The shown round; undefined while it loads. */
  readonly data: LotteryRoundData | undefined;
  readonly cakePriceUsd: number | null;
  /** The account's refund when the shown round was cancelled. */
  readonly refund: RefundFlow;
}

/** 'Finished Rounds': one round at a time, chosen by id, with its winning number, prizes and the account's tickets. */
export function FinishedRounds({
  selection,
  latestFinished,
  data,
  cakePriceUsd,
  refund,
}: FinishedRoundsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { lotteryId } = selection;
  const round = data?.round;

  const nav = (label: string, symbol: string, target: bigint | undefined, testId: string) => (
    <IconButton
      aria-label={label}
      title={label}
      disabled={target === undefined || target === lotteryId}
      onClick={() => target !== undefined && selection.go(target)}
      data-testid={testId}
    >
      <span aria-hidden>{symbol}</span>
    </IconButton>
  );

  const body = () => {
    if (latestFinished === undefined || lotteryId === undefined) return <p>{t("No finished rounds yet")}</p>;
    if (data === undefined) return <Skeleton height={160} />;
    if (!round) return <Notice variant="danger">{t("Error fetching data")}</Notice>;
    if (round.status === "cancelled")
      return <RefundPanel flow={refund} ticketCount={data.tickets?.length} cakePriceUsd={cakePriceUsd} />;
    return (
      <>
        <div className={styles.winning}>
          <span className={styles.label}>{t("Winning Number")}</span>
          <TicketNumber number={round.finalNumber} matched={6} testId="lottery-winning-number" />
        </div>
        <p className={styles.drawn}>
          {t("Drawn %date%", { date: new Date(round.endTime * 1_000).toLocaleString(locale) })}
        </p>
        <PrizeBracketsTable round={round} cakePriceUsd={cakePriceUsd} />
        {data.tickets !== undefined && (
          <section className={styles.tickets} data-testid="lottery-finished-tickets">
            <Heading as="h3" scale="md">
              {t("Your tickets")}
            </Heading>
            {data.tickets.length === 0 ? (
              <p>{t("You had no tickets this round")}</p>
            ) : (
              <ul className={styles.ticketList}>
                {data.tickets.map((ticket) => (
                  <li key={String(ticket.id)}>
                    <TicketNumber
                      number={ticket.number}
                      matched={matchedDigitCount(ticket.number, round.finalNumber)}
                      testId="lottery-finished-ticket"
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </>
    );
  };

  return (
    <Card className={styles.card} data-testid="lottery-finished-rounds">
      <Heading scale="lg">{t("Finished Rounds")}</Heading>
      <div className={styles.nav}>
        <label className={styles.round}>
          {t("Round")}
          <Input
            size="sm"
            inputMode="numeric"
            className={styles.roundInput}
            value={selection.inputText}
            invalid={selection.notFound}
            onChange={(event) => selection.type(event.target.value)}
            data-testid="lottery-round-input"
          />
        </label>
        <div className={styles.arrows}>
          {nav(t("First"), "«", latestFinished === undefined ? undefined : 1n, "lottery-round-first")}
          {nav(
            t("Previous"),
            "‹",
            lotteryId !== undefined && lotteryId > 1n ? lotteryId - 1n : undefined,
            "lottery-round-previous",
          )}
          {nav(
            t("Next"),
            "›",
            lotteryId !== undefined && latestFinished !== undefined && lotteryId < latestFinished
              ? lotteryId + 1n
              : undefined,
            "lottery-round-next",
          )}
          {nav(t("Latest"), "»", latestFinished, "lottery-round-latest")}
        </div>
      </div>
      {selection.notFound ? (
        <Notice variant="danger">
          <span data-testid="lottery-round-not-found">
            {t("The lottery number you provided does not exist")}
          </span>
        </Notice>
      ) : (
        body()
      )}
    </Card>
  );
}
