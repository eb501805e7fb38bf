import { useState } from "react";
import { useParams } from "react-router";
import { useConnection } from "wagmi";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Badge, Card, Heading, Notice, Page, PageHeader, Skeleton } from "../../shared/ui/index.ts";
import { ConnectWalletButton } from "../wallet/index.ts";
import { HubUnreachableNotice } from "./components/HubUnreachableNotice.tsx";
import { MarkdownBody } from "./components/MarkdownBody.tsx";
import { useProposal } from "./data/useProposal.ts";
import { useVotes } from "./data/useVotes.ts";
import { proposalStateBadge } from "./list/model/proposalFilters.ts";
import { ProposalDetails } from "./proposal/components/ProposalDetails.tsx";
import { ProposalResults } from "./proposal/components/ProposalResults.tsx";
import { VotesList } from "./proposal/components/VotesList.tsx";
import { CastVoteCard } from "./vote/components/CastVoteCard.tsx";
import { CastVoteModal } from "./vote/components/CastVoteModal.tsx";
import { useToast } from "../../shared/toast/index.ts";
import styles from "./ProposalPage.module.css";

/**
 * /voting/proposal/{id} (spec 001 section 2): the proposal, its body as sanitised Markdown, its results,
 * its votes with the invalid ones flagged, and casting a vote while it is open.
 */
export default function ProposalPage() {
  const { t } = useTranslation();
  const { toastSuccess } = useToast();
  const { proposalId = "" } = useParams();
  const { address: account } = useConnection();
  const { proposal, failed } = useProposal(proposalId);
  const votesState = useVotes(proposal);
  const [choice, setChoice] = useState<number>();
  const [confirming, setConfirming] = useState(false);

  const body = () => {
    if (failed) return <HubUnreachableNotice />;
    if (proposal === undefined)
      return (
        <Card aria-busy="true">
          <Skeleton height={32} />
          <Skeleton height={160} className={styles.skeletonBody} />
        </Card>
      );
    if (proposal === null) return <Notice variant="warning">{t("Proposal not found")}</Notice>;
    const currentVote = votesState.votes?.find(
      (vote) => account !== undefined && vote.voter.toLowerCase() === account.toLowerCase(),
    )?.choice;
    return (
      <div className={styles.layout}>
        <div className={styles.main}>
          <Card className={styles.proposal}>
            <div className={styles.badges}>
              <Badge kind={proposalStateBadge(proposal.state)} />
              <Badge kind={proposal.space.id === "core" ? "core" : "community"} />
            </div>
            <Heading as="h1" scale="xl" className={styles.title} data-testid="proposal-title">
              {proposal.title}
            </Heading>
            <MarkdownBody markdown={proposal.body} />
          </Card>
          {proposal.state === "active" && (
            <CastVoteCard
              choices={proposal.choices}
              selected={choice ?? currentVote}
              onSelect={setChoice}
              currentVote={currentVote}
              connectPrompt={account === undefined ? <ConnectWalletButton /> : null}
              onCastVote={() => setConfirming(true)}
            />
          )}
          <div className={styles.votes}>
            <VotesList choices={proposal.choices} state={votesState} />
          </div>
        </div>
        <aside className={styles.side}>
          <ProposalDetails proposal={proposal} />
          <ProposalResults proposal={proposal} />
        </aside>
        {confirming && account !== undefined && (choice ?? currentVote) !== undefined && (
          <CastVoteModal
            proposal={proposal}
            account={account}
            choice={choice ?? currentVote ?? 1}
            onDismiss={() => setConfirming(false)}
            onVoted={() => {
              setConfirming(false);
              setChoice(undefined);
              toastSuccess(t("Vote cast!"));
            }}
          />
        )}
      </div>
    );
  };

  return (
    <Page width="lg">
      <PageHeader title={t("Back to Vote Overview")} backTo="/voting" />
      {body()}
    </Page>
  );
}
