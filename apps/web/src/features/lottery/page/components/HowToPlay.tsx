import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading } from "../../../../shared/ui/index.ts";
import type { LotteryRound } from "../../model/LotteryRound.ts";
import { bracketSplit } from "../model/bracketSplit.ts";
import styles from "./HowToPlay.module.css";

/** 'How to Play': the three steps, the matching rule and the live round's bracket split. */
export function HowToPlay({ round }: { readonly round: LotteryRound | null | undefined }) {
  const { t } = useTranslation();
  const split = round ? bracketSplit(round) : undefined;
  return (
    <Card className={styles.card} data-testid="lottery-how-to-play">
      <Heading scale="lg">{t("How to Play")}</Heading>
      <ol className={styles.steps}>
        <li>
          <strong>{t("Buy Tickets")}</strong>{" "}
          {t("Prices are set when the round starts; buying more tickets at once costs less per ticket.")}
        </li>
        <li>
          <strong>{t("Wait for the Draw")}</strong>{" "}
          {t("Sales close at the end of the round, then the winning number is drawn.")}
        </li>
        <li>
          <strong>{t("Check for Prizes")}</strong>{" "}
          {t("Once the round is over, come back to the page and check to see if you have won!")}
        </li>
      </ol>
      <Heading as="h3" scale="md">
        {t("Winning Criteria")}
      </Heading>
      <p>
        {t(
          "The digits on your ticket must match in the correct order to win. The more digits match from the first, the bigger the prize; a ticket wins only its highest bracket.",
        )}
      </p>
      <Heading as="h3" scale="md">
        {t("Prize Funds")}
      </Heading>
      {split && (
        <table className={styles.table} data-testid="lottery-bracket-split">
          <tbody>
            {split.rows.map((row) => (
              <tr key={row.matchFirst}>
                <th scope="row">{t("Match first %count%", { count: String(row.matchFirst) })}</th>
                <td>{row.percent}%</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t("Burn")}</th>
              <td>{split.treasuryPercent}%</td>
            </tr>
          </tbody>
        </table>
      )}
    </Card>
  );
}
