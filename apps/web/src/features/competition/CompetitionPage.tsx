import { useCallback, useMemo } from "react";
import { useConnection } from "wagmi";
import { useDeployment } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { IndexerNotice } from "../../shared/indexer/index.ts";
import { Notice, Page } from "../../shared/ui/index.ts";
import { useChainClock } from "../lottery/index.ts";
import { useProfile } from "../profile/index.ts";
import { useTeams } from "../teams/index.ts";
import { ConnectWalletButton } from "../wallet/index.ts";
import { useCompetition } from "./data/useCompetition.ts";
import { useCompetitionResults } from "./data/useCompetitionResults.ts";
import { useClaimReward } from "./hooks/useClaimReward.ts";
import { useCompetitionAction } from "./hooks/useCompetitionAction.ts";
import { useRegister } from "./hooks/useRegister.ts";
import { claimState } from "./model/claimState.ts";
import { phaseEndsAt } from "./model/phaseCountdown.ts";
import { registerEligibility } from "./model/registerEligibility.ts";
import { ClaimPanel } from "./page/components/ClaimPanel.tsx";
import { CompetitionHero } from "./page/components/CompetitionHero.tsx";
import { RegisterPanel } from "./page/components/RegisterPanel.tsx";
import { RewardsTable } from "./page/components/RewardsTable.tsx";
import { TeamLeaderboard } from "./page/components/TeamLeaderboard.tsx";
import { YourBattle } from "./page/components/YourBattle.tsx";
import styles from "./CompetitionPage.module.css";

/** /competition, 'Trading Battle' (spec 001 sections 2, 3, 4, 6, 7 and 9): the team battle from registration to claims. */
export default function CompetitionPage() {
  const { t } = useTranslation();
  const { address: account } = useConnection();
  const deployment = useDeployment();
  const competition = useCompetition(account);
  const { profile } = useProfile(account);
  const { teams } = useTeams();
  const numberTeams = deployment?.competition.numberTeams;
  const { standings, results, indexer } = useCompetitionResults(numberTeams);
  const now = useChainClock();

  const teamName = useCallback(
    (teamId: number) =>
      teams?.find((team) => team.id === teamId)?.name ?? t("Team #%rank%", { rank: String(teamId) }),
    [teams, t],
  );
  const me = useMemo(
    () =>
      account === undefined
        ? undefined
        : results?.ranking.traders.find((trader) => trader.account === account.toLowerCase()),
    [account, results],
  );
  const register = useCompetitionAction(
    useRegister(competition.competition),
    {
      title: t("Registered!"),
      text: t("You are in the Trading Battle. Trade the eligible pairs once it is live."),
    },
    "Registering for the competition",
  );
  const claimReward = useClaimReward(competition.competition);
  const claim = claimState({
    status: competition.status,
    user: competition.user,
    chainRoot: competition.resultsRoot,
    recomputed:
      results === undefined || account === undefined
        ? undefined
        : { root: results.root, trader: me, proof: results.proofFor(account) },
  });
  const sendClaim = useCallback(
    () => (claim.kind === "can-claim" ? claimReward(claim) : Promise.reject(new Error("Nothing to claim"))),
    [claim, claimReward],
  );
  const claimAction = useCompetitionAction(
    sendClaim,
    {
      title: t("Reward claimed!"),
      text: t("Your CAKE and points have been sent to your wallet and profile."),
    },
    "Claiming the competition reward",
  );

  if (!competition.competition) {
    return (
      <Page>
        <Notice>{t("The trading competition is not available on this network.")}</Notice>
      </Page>
    );
  }

  const endsAt =
    competition.status === undefined
      ? undefined
      : phaseEndsAt(competition.status, standings?.phases ?? [], deployment?.competition.schedule);
  const published = competition.resultsRoot !== undefined && BigInt(competition.resultsRoot) !== 0n;
  const rootMatches =
    !published || results === undefined
      ? undefined
      : results.root?.toLowerCase() === competition.resultsRoot?.toLowerCase();
  const eligibility = registerEligibility({
    connected: account !== undefined,
    status: competition.status,
    registered: competition.user?.hasRegistered,
    profile,
  });
  const myTeamId = competition.user?.hasRegistered ? competition.user.teamId : profile?.teamId;

  return (
    <Page>
      {competition.error && <Notice variant="danger">{t("Error fetching data")}</Notice>}
      <IndexerNotice
        health={indexer}
        unavailableText={
          standings === undefined ? t("The trading volumes cannot be read right now.") : undefined
        }
      />
      <CompetitionHero
        status={competition.status}
        secondsLeft={endsAt === undefined || now === undefined ? undefined : endsAt - now}
        action={
          <RegisterPanel
            eligibility={eligibility}
            teamName={myTeamId === undefined ? "" : teamName(myTeamId)}
            register={register.run}
            registering={register.busy}
            connectPrompt={<ConnectWalletButton />}
          />
        }
      />
      <div className={styles.columns}>
        <YourBattle trader={me} teamName={me === undefined ? undefined : teamName(me.teamId)} />
        <ClaimPanel
          state={claim}
          rootMatches={rootMatches}
          rewards={competition.rewards}
          claim={claimAction.run}
          claiming={claimAction.busy}
        />
      </div>
      <TeamLeaderboard teams={results?.ranking.teams} teamName={teamName} />
      <RewardsTable rewards={competition.rewards} />
    </Page>
  );
}
