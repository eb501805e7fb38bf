import type { IndexerQuery } from "../../../../shared/indexer/index.ts";

/** Spec 001 section 9: votes load 1,000 at a time (the hub's most), until a page comes back empty. */
export const VOTES_PAGE_SIZE = 1_000;

/** One proposal's votes, the most powerful first. */
export const VOTES_QUERY = `query Votes($first: Int!, $skip: Int!, $proposal: String!) {
  votes(first: $first, skip: $skip, where: { proposal: $proposal }, orderBy: "vp", orderDirection: desc) {
    id voter created choice reason vp proposal { id } metadata { verificationHash }
  }
}`;

export function votesRequest(proposalId: string, skip = 0, first: number = VOTES_PAGE_SIZE): IndexerQuery {
  return { query: VOTES_QUERY, variables: { first, skip, proposal: proposalId } };
}
