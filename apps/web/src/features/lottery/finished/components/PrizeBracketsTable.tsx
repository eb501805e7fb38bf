import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Table } from "../../../../shared/ui/index.ts";
import { formatCake, formatCakeUsd } from "../../model/formatCake.ts";
import type { LotteryRound } from "../../model/LotteryRound.ts";
import { prizeBrackets } from "../model/prizeBrackets.ts";
import styles from "./FinishedRounds.module.css";

/** The round's prize brackets: 'Match first N', the bracket's CAKE and USD, each winner's share and the winners; then burn. */
export function PrizeBracketsTable({
  round,
  cakePriceUsd,
}: {
  readonly round: LotteryRound;
  readonly cakePriceUsd: number | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { rows, treasury } = prizeBrackets(round);
  return (
    <div className={styles.tableWrap}>
      <Table data-testid="lottery-prize-brackets">
        <thead>
          <tr>
            <th scope="col">{t("Match first")}</th>
            <th scope="col">{t("Prize Pot")}</th>
            <th scope="col">{t("Each")}</th>
            <th scope="col">{t("Winners")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.matchFirst} data-testid="lottery-bracket-row">
              <th scope="row">{t("Match first %count%", { count: String(row.matchFirst) })}</th>
              <td>
                {t("%amount% CAKE", { amount: formatCake(row.cake, locale) })}
                <span className={styles.usd}>{formatCakeUsd(row.cake, cakePriceUsd, locale)}</span>
              </td>
              <td data-raw={row.perTicket.toString()}>{formatCake(row.perTicket, locale, 4)}</td>
              <td>{String(row.winners)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t("Burn")}</th>
            <td colSpan={3}>
              {t("%amount% CAKE", { amount: formatCake(treasury, locale) })}
              <span className={styles.usd}>{formatCakeUsd(treasury, cakePriceUsd, locale)}</span>
            </td>
          </tr>
        </tbody>
      </Table>
    </div>
  );
}
