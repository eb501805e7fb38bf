import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Skeleton } from "../../../../shared/ui/index.ts";
import type { TeamMember } from "../../data/model/parseTeamActivity.ts";
import styles from "./TeamMembers.module.css";

/** A team's active members with the most points, highest first. */
export function TeamMembers({ members }: { members: readonly TeamMember[] | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (members === undefined) return <Skeleton height={80} />;
  if (members.length === 0) return <p className={styles.none}>{t("No active members yet")}</p>;
  return (
    <ol className={styles.list} data-testid="team-member-list">
      {members.map(({ account, points }) => (
        <li key={account} data-testid="team-member">
          <code title={account}>{`${account.slice(0, 6)}…${account.slice(-4)}`}</code>
          <span>{t("%count% points", { count: points.toLocaleString(locale) })}</span>
        </li>
      ))}
    </ol>
  );
}
