import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import type { Team } from "../../model/Team.ts";
import { TeamImage } from "./TeamImage.tsx";
import styles from "./TeamHeader.module.css";

/** A team page's head: its picture on its colours, name, description, rank, members and points. */
export function TeamHeader({ team, rank }: { team: Team; rank: number | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <header
      className={styles.header}
      style={{ background: team.look?.background, color: team.look?.textColor }}
      data-testid="team-header"
    >
      <TeamImage team={team} size={160} />
      <div className={styles.text}>
        <h1 className={styles.name}>{team.name}</h1>
        <p className={styles.description}>{team.description}</p>
        <dl className={styles.figures}>
          {rank !== undefined && (
            <div>
              <dt>{t("Rank")}</dt>
              <dd data-testid="team-rank">#{rank}</dd>
            </div>
          )}
          <div>
            <dt>{t("Members")}</dt>
            <dd data-testid="team-members">{team.users.toLocaleString(locale)}</dd>
          </div>
          <div>
            <dt>{t("Points")}</dt>
            <dd data-testid="team-points">{team.points.toLocaleString(locale)}</dd>
          </div>
        </dl>
        {!team.isJoinable && <p className={styles.closed}>{t("This team is not taking new members")}</p>}
      </div>
    </header>
  );
}
