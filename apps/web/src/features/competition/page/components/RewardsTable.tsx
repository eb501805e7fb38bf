import { NUMBER_REWARD_GROUPS } from "@griddle/sdk";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, Heading, Skeleton, Table } from "../../../../shared/ui/index.ts";
import { formatCake } from "../../../lottery/index.ts";
import type { RankRewards } from "../../data/model/parseCompetitionReads.ts";
import { rewardGroupLabel } from "../../model/rewardGroupLabel.ts";
import styles from "./CompetitionTables.module.css";

export interface RewardsTableProps {
  /** Rank 1 first; undefined while loading. */
  readonly rewards: readonly RankRewards[] | undefined;
}

/** What each trader earns by its team's final rank and its own place in the team: CAKE and profile points. */
export function RewardsTable({ rewards }: RewardsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const groups = Array.from({ length: NUMBER_REWARD_GROUPS }, (_, index) => NUMBER_REWARD_GROUPS - 1 - index);
  return (
    <Card>
      <Heading as="h2" scale="lg">
        {t("Rewards")}
      </Heading>
      <p className={styles.note}>
        {t("Per trader, by the team's final rank and the trader's rank within the team.")}
      </p>
      {rewards === undefined ? (
        <Skeleton height={160} />
      ) : (
        <div className={styles.scroll}>
          <Table data-testid="competition-rewards">
            <thead>
              <tr>
                <th>{t("Your rank in team")}</th>
                {rewards.map((_, index) => (
                  <th key={index}>{t("Team #%rank%", { rank: String(index + 1) })}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => {
                const label = rewardGroupLabel(group);
                return (
                  <tr key={group}>
                    <td>{t(label.key, label.data)}</td>
                    {rewards.map((row, index) => (
                      <td key={index}>
                        {t("%amount% CAKE", { amount: formatCake(row.cake[group] ?? 0n, locale) })}
                        <br />
                        {t("%points% points", { points: String(row.points[group] ?? 0n) })}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      )}
    </Card>
  );
}
