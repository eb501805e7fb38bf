import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, Skeleton } from "../../../../shared/ui/index.ts";
import { TeamImage, type Team } from "../../../teams/index.ts";
import { ChoiceTile } from "./ChoiceTile.tsx";
import styles from "./SetupStep.module.css";

export interface TeamStepViewProps {
  readonly teams: readonly Team[] | undefined;
  readonly chosen: number | undefined;
  readonly onChoose: (teamId: number) => void;
  readonly onNext: () => void;
}

/** Step 3: join one of the joinable teams. */
export function TeamStepView({ teams, chosen, onChoose, onNext }: TeamStepViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (teams === undefined) return <Skeleton height={160} />;
  return (
    <section className={styles.step} data-testid="profile-step-team">
      <p className={styles.lead}>
        {t(
          "There’s currently no big difference between teams, and no benefit of joining one team over another for now. So pick whichever you like!",
        )}
      </p>
      <ul className={`${styles.choices} ${styles.teams}`}>
        {teams.map((team) => (
          <li key={team.id}>
            <ChoiceTile
              selected={team.id === chosen}
              onSelect={() => onChoose(team.id)}
              disabled={!team.isJoinable}
              testId={`profile-team-${team.id}`}
            >
              <TeamImage team={team} size={96} />
              {team.name}
              <span className={styles.hint}>
                {t("%count% members", { count: team.users.toLocaleString(locale) })}
              </span>
            </ChoiceTile>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button disabled={chosen === undefined} onClick={onNext} data-testid="profile-next">
          {t("Next Step")}
        </Button>
      </div>
    </section>
  );
}
