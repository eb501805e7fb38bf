import { useAppChainConfig } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Notice, Page, PageHeader, Skeleton } from "../../shared/ui/index.ts";
import { useTeams } from "./data/useTeams.ts";
import { TeamRow } from "./page/components/TeamRow.tsx";
import { rankTeams } from "./page/model/rankTeams.ts";
import styles from "./TeamsPage.module.css";

/** /teams (spec 001 section 2: Leaderboard): the teams by points, with their members. */
export default function TeamsPage() {
  const { t } = useTranslation();
  const available = useAppChainConfig().contracts.profile !== undefined;
  const { teams, error } = useTeams();

  const body = () => {
    if (!available) return <Notice>{t("Teams are not available on this network.")}</Notice>;
    if (error && teams === undefined) return <Notice variant="danger">{t("Error fetching data")}</Notice>;
    if (teams === undefined) return <Skeleton height={240} />;
    return (
      <ol className={styles.list} data-testid="teams-leaderboard">
        {rankTeams(teams).map((team, index) => (
          <TeamRow key={team.id} team={team} rank={index + 1} />
        ))}
      </ol>
    );
  };
  return (
    <Page>
      <PageHeader
        title={t("Teams & Profiles")}
        subtitle={t("Teams ranked by their members' points. Join one when you set up your profile.")}
      />
      {body()}
    </Page>
  );
}
