import { postIndexerQuery } from "../../../shared/indexer/index.ts";
import type { Vote } from "../model/Vote.ts";
import { parseVotes } from "./model/parseVotes.ts";
import { VOTES_PAGE_SIZE, votesRequest } from "./model/votesQuery.ts";

/**
 * Every vote on `proposalId`, the most powerful first: pages of 1,000 until an empty page (spec 001
 * sections 4 and 9). Rejects as fetchProposals does.
 */
export async function fetchVotes(
  apiUrl: string,
  proposalId: string,
  signal?: AbortSignal,
): Promise<readonly Vote[]> {
  const votes: Vote[] = [];
  for (let skip = 0; ; skip += VOTES_PAGE_SIZE) {
    const page = parseVotes(
      await postIndexerQuery(`${apiUrl}/graphql`, votesRequest(proposalId, skip), signal),
    );
    if (page.length === 0) return votes;
    votes.push(...page);
  }
}
