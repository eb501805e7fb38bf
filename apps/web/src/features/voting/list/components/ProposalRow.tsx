import { Link } from "react-router";
import { useLocale, useTranslation } from "../../../../shared/i18n/index.ts";
import { Badge, ForwardArrow } from "../../../../shared/ui/index.ts";
import { formatVotingDate } from "../../model/formatVotingDate.ts";
import type { Proposal } from "../../model/Proposal.ts";
import { proposalPath } from "../../model/proposalPath.ts";
import { proposalStateBadge } from "../model/proposalFilters.ts";
import { proposalTimeLabel } from "../model/proposalTimeLabel.ts";
import styles from "./ProposalRow.module.css";

/** One proposal in the list: its title, state and when voting starts or ends; the whole row opens it. */
export function ProposalRow({ proposal }: { readonly proposal: Proposal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = proposalTimeLabel(proposal);
  return (
    <li>
      <Link to={proposalPath(proposal.id)} className={styles.row} data-testid="proposal-row">
        <div className={styles.text}>
          <span className={styles.title}>{proposal.title}</span>
          <span className={styles.meta}>
            <Badge kind={proposalStateBadge(proposal.state)} />
            <span>{t(time.key, { date: formatVotingDate(time.seconds, locale) })}</span>
          </span>
        </div>
        <ForwardArrow className={styles.arrow} />
      </Link>
    </li>
  );
}
