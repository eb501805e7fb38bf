import { postIndexerQuery } from "../../../shared/indexer/index.ts";
import type { Proposal } from "../model/Proposal.ts";
import { parseProposalAnswer } from "./model/parseProposal.ts";
import { proposalRequest } from "./model/proposalsQuery.ts";

/** The proposal `id` from the voting hub at `apiUrl`; null when it has none. Rejects as fetchProposals does. */
export async function fetchProposal(
  apiUrl: string,
  id: string,
  signal?: AbortSignal,
): Promise<Proposal | null> {
  return parseProposalAnswer(await postIndexerQuery(`${apiUrl}/graphql`, proposalRequest(id), signal));
}
