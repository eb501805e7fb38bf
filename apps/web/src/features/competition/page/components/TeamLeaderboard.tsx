import type { RankedTeam } from "@griddle/sdk";
import { formatUsdValue } from "../../../../shared/format/index.ts";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading, Skeleton, Table } from "../../../../shared/ui/index.ts";
import { shortenAddress } from "../../../wallet/index.ts";
import styles from "./CompetitionTables.module.css";

/** Traders listed under each team. */
const TOP_TRADERS_SHOWN = 5;

export interface TeamLeaderboardProps {
  /** Rank 1 first; undefined while loading. */
  readonly teams: readonly RankedTeam[] | undefined;
  readonly teamName: (teamId: number) => string;
}

/** The teams by volume (their 500 best traders' USD volume in the live phase) and each team's best traders. */
export function TeamLeaderboard({ teams, teamName }: TeamLeaderboardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card>
      <Heading as="h2" scale="lg">
        {t("Team Leaderboard")}
      </Heading>
      <p className={styles.note}>{t("A team's volume is that of its top 500 traders.")}</p>
      {teams === undefined ? (
        <Skeleton height={120} />
      ) : (
        <ol className={styles.teams}>
          {teams.map((team) => (
            <li
              key={team.teamId}
              className={styles.team}
              data-testid="competition-team"
              data-team-id={team.teamId}
            >
              <div className={styles.teamHead}>
                <span className={styles.rank}>#{team.teamRank}</span>
                <strong>{teamName(team.teamId)}</strong>
                <span className={styles.volume} data-testid="competition-team-volume">
                  ${formatUsdValue(team.volumeUsd, locale)}
                </span>
              </div>
              <p className={styles.note}>{t("Traders: %count%", { count: String(team.participants) })}</p>
              {team.traders.length > 0 && (
                <Table>
                  <thead>
                    <tr>
                      <th>{t("Rank")}</th>
                      <th>{t("Trader")}</th>
                      <th>{t("Volume")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {team.traders.slice(0, TOP_TRADERS_SHOWN).map((trader) => (
                      <tr key={trader.account}>
                        <td>#{trader.rankInTeam}</td>
                        <td>{shortenAddress(trader.account)}</td>
                        <td>${formatUsdValue(trader.volumeUsd, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
