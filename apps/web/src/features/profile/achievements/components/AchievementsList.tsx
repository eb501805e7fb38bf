import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Skeleton } from "../../../../shared/ui/index.ts";
import type { Achievement } from "../model/achievementsFromPoints.ts";
import { AchievementBadge } from "./AchievementBadge.tsx";
import styles from "./AchievementsList.module.css";

export interface AchievementsListProps {
  readonly achievements: readonly Achievement[] | undefined;
  /** The API's base URL for the badges; none without it. */
  readonly apiUrl: string | undefined;
}

/** The profile's achievements as badges with their points (spec 001 section 2: achievements as badges). */
export function AchievementsList({ achievements, apiUrl }: AchievementsListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (achievements === undefined) return <Skeleton height={80} />;
  if (achievements.length === 0) return <p className={styles.none}>{t("No achievements yet!")}</p>;
  return (
    <ul className={styles.list} data-testid="profile-achievements">
      {achievements.map((achievement) => (
        <li key={String(achievement.id)} className={styles.badge} data-testid="profile-achievement">
          {apiUrl && <AchievementBadge src={`${apiUrl}/images/achievements/${achievement.badge}`} />}
          <div>
            <strong>{achievement.title}</strong>
            <p>{achievement.description}</p>
          </div>
          <span className={styles.points} data-testid="profile-achievement-points">
            {t("%count% points", { count: achievement.points.toLocaleString(locale) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
