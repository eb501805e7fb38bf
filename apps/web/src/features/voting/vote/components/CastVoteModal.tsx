import type { Address } from "viem";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Button, DetailRow, Modal, Notice } from "../../../../shared/ui/index.ts";
import { HubFailureNotice } from "../../components/HubFailureNotice.tsx";
import { HubUnreachableNotice } from "../../components/HubUnreachableNotice.tsx";
import { useVotingPower } from "../../data/useVotingPower.ts";
import type { Proposal } from "../../model/Proposal.ts";
import { useCastVote } from "../hooks/useCastVote.ts";
import { VotingPowerBreakdown } from "./VotingPowerBreakdown.tsx";
import styles from "./CastVoteModal.module.css";

export interface CastVoteModalProps {
  readonly proposal: Proposal;
  readonly account: Address;
  /** 1-based, into the proposal's choices. */
  readonly choice: number;
  readonly onDismiss: () => void;
  readonly onVoted: () => void;
}

/**
 * 'Cast your vote': the chosen choice, the account's voting power at the proposal's snapshot block and
 * its sources, then 'Confirm Vote' signs the vote and sends it to the hub.
 */
export function CastVoteModal({ proposal, account, choice, onDismiss, onVoted }: CastVoteModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { power, failed } = useVotingPower(account, proposal.snapshot);
  const { confirm, sending, failure } = useCastVote(proposal, account);
  const noPower = power !== undefined && power.total <= 0;

  return (
    <Modal title={t("Cast your vote")} onDismiss={onDismiss} maxWidth="440px">
      <div className={styles.body} data-testid="cast-vote-modal">
        <dl className={styles.summary}>
          <DetailRow label={t("Voting for")}>
            <span className={styles.choice}>{proposal.choices[choice - 1]}</span>
          </DetailRow>
        </dl>
        {failed ? <HubUnreachableNotice /> : <VotingPowerBreakdown power={power} />}
        <p className={styles.explain}>
          {t(
            "Your voting power is determined by the amount of CAKE you held at the block detailed below. CAKE held in other places does not contribute to your voting power.",
          )}
        </p>
        <dl className={styles.summary}>
          <DetailRow label={t("Snapshot")} testId="vote-snapshot">
            {proposal.snapshot.toLocaleString(locale)}
          </DetailRow>
        </dl>
        {noPower && (
          <Notice variant="warning">
            {t("You have no voting power at this proposal's snapshot block.")}
          </Notice>
        )}
        {failure && <HubFailureNotice failure={failure} />}
        <Button
          fullWidth
          isLoading={sending}
          disabled={power === undefined || noPower}
          onClick={() => void confirm(choice).then((done) => done && onVoted())}
          data-testid="confirm-vote"
        >
          {t("Confirm Vote")}
        </Button>
        <Button fullWidth variant="secondary" onClick={onDismiss} disabled={sending}>
          {t("Cancel")}
        </Button>
      </div>
    </Modal>
  );
}
