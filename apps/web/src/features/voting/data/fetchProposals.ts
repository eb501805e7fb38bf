import { postIndexerQuery } from "../../../shared/indexer/index.ts";
import type { Proposal, ProposalState } from "../model/Proposal.ts";
import { parseProposals } from "./model/parseProposal.ts";
import { proposalsRequest } from "./model/proposalsQuery.ts";

/**
 * One page of `space`'s proposals in `state` from the voting hub's GraphQL at `apiUrl`, after the first
 * `skip`. Rejects with IndexerRequestError when the hub is unreachable or refuses the query, and with
 * VotingHubAnswerError when it answers in another shape.
 */
export async function fetchProposals(
  apiUrl: string,
  space: string,
  state: ProposalState,
  skip: number,
  signal?: AbortSignal,
): Promise<readonly Proposal[]> {
  return parseProposals(
    await postIndexerQuery(`${apiUrl}/graphql`, proposalsRequest(space, state, skip), signal),
  );
}
