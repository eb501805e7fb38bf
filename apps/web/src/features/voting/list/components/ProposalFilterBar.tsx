import { useTranslation } from "../../../../shared/i18n/index.ts";
import { classNames } from "../../../../shared/ui/index.ts";
import type { ProposalState } from "../../model/Proposal.ts";
import { PROPOSAL_FILTERS } from "../model/proposalFilters.ts";
import styles from "./ProposalFilterBar.module.css";

const FILTER_LABELS = { active: "Vote Now", pending: "Soon", closed: "Closed" } as const satisfies Record<
  ProposalState,
  string
>;

export interface ProposalFilterBarProps {
  readonly value: ProposalState;
  readonly onChange: (state: ProposalState) => void;
}

/** Vote Now, Soon and Closed: one chosen at a time, announced as pressed. */
export function ProposalFilterBar({ value, onChange }: ProposalFilterBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar} role="group" aria-label={t("Filter proposals")}>
      {PROPOSAL_FILTERS.map(({ state }) => (
        <button
          key={state}
          type="button"
          aria-pressed={state === value}
          className={classNames(styles.filter, state === value && styles.selected)}
          onClick={() => onChange(state)}
          data-testid={`proposal-filter-${state}`}
        >
          {t(FILTER_LABELS[state])}
        </button>
      ))}
    </div>
  );
}
