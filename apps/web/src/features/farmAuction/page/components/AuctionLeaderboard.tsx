import { Fragment } from "react";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading, Skeleton, Table } from "../../../../shared/ui/index.ts";
import { formatCake } from "../../model/formatCake.ts";
import type { LeaderboardRow } from "../../model/leaderboardRows.ts";
import { shortAddress } from "../model/shortAddress.ts";
import styles from "./AuctionLeaderboard.module.css";

export interface AuctionLeaderboardProps {
  readonly title: string;
  /** Undefined while loading. */
  readonly rows: readonly LeaderboardRow[] | undefined;
  readonly testId: string;
}

/** The top 10 bids with the winner line after the last winner (spec 001 sections 2 and 9). */
export function AuctionLeaderboard({ title, rows, testId }: AuctionLeaderboardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lastWinner = rows ? rows.findLastIndex((row) => row.isWinner) : -1;
  return (
    <Card className={styles.card} data-testid={testId}>
      <Heading as="h2" scale="md">
        {title}
      </Heading>
      {rows === undefined ? (
        <Skeleton height={200} />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{t("No bids yet")}</p>
      ) : (
        <Table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t("Project")}</th>
              <th scope="col" className={styles.amount}>
                {t("Total bid")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <Fragment key={row.account}>
                <tr data-testid="farm-auction-leaderboard-row" data-winner={row.isWinner}>
                  <td>{row.position}</td>
                  <td>
                    <span className={styles.name}>{row.name ?? shortAddress(row.account)}</span>
                    {row.name !== null && <span className={styles.address}>{shortAddress(row.account)}</span>}
                  </td>
                  <td className={styles.amount}>
                    {t("%amount% CAKE", { amount: formatCake(row.amount, locale) })}
                  </td>
                </tr>
                {index === lastWinner && (
                  <tr className={styles.winnerLine} data-testid="farm-auction-winner-line">
                    <td colSpan={3}>{t("Winners above this line")}</td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
