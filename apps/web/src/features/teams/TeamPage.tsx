import { useParams } from "react-router";
import { useAppChainConfig } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { useApiUrl } from "../../shared/api/index.ts";
import { IndexedList, IndexerNotice } from "../../shared/indexer/index.ts";
import { Card, Heading, Notice, Page, Skeleton, TextLink } from "../../shared/ui/index.ts";
import { AchievementsList } from "../profile/index.ts";
import { useTeamActivity } from "./data/useTeamActivity.ts";
import { useTeams } from "./data/useTeams.ts";
import { TeamHeader } from "./page/components/TeamHeader.tsx";
import { TeamMembers } from "./page/components/TeamMembers.tsx";
import { parseTeamId } from "./page/model/parseTeamId.ts";
import { rankTeams } from "./page/model/rankTeams.ts";
import styles from "./TeamsPage.module.css";

/** /teams/{id} (spec 001 section 2): one team's page: its rank, members and points, its achievements and top members. */
export default function TeamPage() {
  const { t } = useTranslation();
  const teamId = parseTeamId(useParams().teamId);
  const available = useAppChainConfig().contracts.profile !== undefined;
  const { teams, error } = useTeams();
  const activity = useTeamActivity(teamId);
  const apiUrl = useApiUrl();

  const body = () => {
    if (!available) return <Notice>{t("Teams are not available on this network.")}</Notice>;
    if (error && teams === undefined) return <Notice variant="danger">{t("Error fetching data")}</Notice>;
    if (teams === undefined) return <Skeleton height={240} />;
    const ranked = rankTeams(teams);
    const index = ranked.findIndex(({ id }) => id === teamId);
    const team = ranked[index];
    if (teamId === undefined || team === undefined)
      return (
        <Notice variant="warning">
          <span data-testid="team-not-found">{t("This team does not exist")}</span>
        </Notice>
      );
    return (
      <>
        <TeamHeader team={team} rank={index + 1} />
        <IndexerNotice health={activity.indexer} />
        <Card className={styles.section}>
          <Heading scale="md">{t("Achievements")}</Heading>
          <IndexedList health={activity.indexer} loaded={activity.achievements !== undefined}>
            <AchievementsList achievements={activity.achievements} apiUrl={apiUrl} />
          </IndexedList>
        </Card>
        <Card className={styles.section}>
          <Heading scale="md">{t("Members")}</Heading>
          <IndexedList health={activity.indexer} loaded={activity.members !== undefined}>
            <TeamMembers members={activity.members} />
          </IndexedList>
        </Card>
      </>
    );
  };
  return (
    <Page>
      <TextLink to="/teams">← {t("Teams")}</TextLink>
      {body()}
    </Page>
  );
}
