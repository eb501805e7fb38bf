import type { IndexerQuery } from "../../../../shared/indexer/index.ts";
import type { ProposalState } from "../../model/Proposal.ts";

/** Spec 001 section 9: proposals load 5 at a time. */
export const PROPOSALS_PAGE_SIZE = 5;

const PROPOSAL_FIELDS = `id title body choices start end snapshot state author space { id name }
    votes scores scores_total type created`;

/** The hub's Snapshot-compatible proposals query: one space's proposals in one state, the latest end first. */
export const PROPOSALS_QUERY = `query Proposals($first: Int!, $skip: Int!, $space: String!, $state: String!) {
  proposals(first: $first, skip: $skip, where: { space: $space, state: $state }, orderBy: "end", orderDirection: desc) {
    ${PROPOSAL_FIELDS}
  }
}`;

export const PROPOSAL_QUERY = `query Proposal($id: String!) {
  proposal(id: $id) {
    ${PROPOSAL_FIELDS}
  }
}`;

/** The page of `space`'s proposals in `state` after the first `skip`. */
export function proposalsRequest(
  space: string,
  state: ProposalState,
  skip = 0,
  first: number = PROPOSALS_PAGE_SIZE,
): IndexerQuery {
  return { query: PROPOSALS_QUERY, variables: { first, skip, space, state } };
}

export function proposalRequest(id: string): IndexerQuery {
  return { query: PROPOSAL_QUERY, variables: { id } };
}
