import type { BadgeKind } from "../../../../shared/ui/index.ts";
import type { ProposalState } from "../../model/Proposal.ts";

/** The list's filters, in the order shown (Vote Now, Soon, Closed), each with its state's badge. */
export const PROPOSAL_FILTERS: readonly { readonly state: ProposalState; readonly badge: BadgeKind }[] = [
  { state: "active", badge: "voteNow" },
  { state: "pending", badge: "soon" },
  { state: "closed", badge: "closed" },
];

/** The badge of a proposal in `state`: Vote Now, Soon or Closed. */
export function proposalStateBadge(state: ProposalState): BadgeKind {
  return PROPOSAL_FILTERS.find((filter) => filter.state === state)?.badge ?? "closed";
}

/** The filter a ?state= value names; Vote Now when it names none. */
export function parseProposalFilter(value: string | null): ProposalState {
  return PROPOSAL_FILTERS.find((filter) => filter.state === value)?.state ?? "active";
}
