import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { TextLink } from "../../../../shared/ui/index.ts";
import type { Team } from "../../model/Team.ts";
import { TeamImage } from "./TeamImage.tsx";
import styles from "./TeamRow.module.css";

/** A leaderboard row: the team's rank, picture, name (to its page), description, members and points. */
export function TeamRow({ team, rank }: { team: Team; rank: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className={styles.row} data-testid="team-row" data-team-id={team.id}>
      <span className={styles.rank}>#{rank}</span>
      <TeamImage team={team} size={64} />
      <div className={styles.text}>
        <TextLink to={`/teams/${team.id}`} className={styles.name}>
          {team.name}
        </TextLink>
        <p className={styles.description}>{team.description}</p>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t("Members")}</dt>
          <dd data-testid="team-members">{team.users.toLocaleString(locale)}</dd>
        </div>
        <div>
          <dt>{t("Points")}</dt>
          <dd data-testid="team-points">{team.points.toLocaleString(locale)}</dd>
        </div>
      </dl>
    </li>
  );
}
