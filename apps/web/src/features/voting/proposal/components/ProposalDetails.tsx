import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Card, DetailRow, Heading } from "../../../../shared/ui/index.ts";
import { shortenAddress } from "../../../wallet/index.ts";
import { formatVotingDate } from "../../model/formatVotingDate.ts";
import type { Proposal } from "../../model/Proposal.ts";
import styles from "./ProposalSideCard.module.css";

/** 'Details': the proposal's id, author, voting window and snapshot block. */
export function ProposalDetails({ proposal }: { readonly proposal: Proposal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card className={styles.card} data-testid="proposal-details">
      <Heading as="h2" scale="md">
        {t("Details")}
      </Heading>
      <dl className={styles.rows}>
        <DetailRow label={t("Identifier")}>
          <span title={proposal.id}>{shortenAddress(proposal.id)}</span>
        </DetailRow>
        <DetailRow label={t("Creator")} testId="proposal-author">
          <span title={proposal.author}>{shortenAddress(proposal.author)}</span>
        </DetailRow>
        <DetailRow label={t("Start Date")}>{formatVotingDate(proposal.start, locale)}</DetailRow>
        <DetailRow label={t("End Date")}>{formatVotingDate(proposal.end, locale)}</DetailRow>
        <DetailRow label={t("Snapshot")} testId="proposal-snapshot">
          {proposal.snapshot.toLocaleString(locale)}
        </DetailRow>
      </dl>
    </Card>
  );
}
