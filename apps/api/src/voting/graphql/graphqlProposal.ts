import type { ProposalRow } from "../store/findProposal.ts";
import type { GraphqlSpace } from "./graphqlSpace.ts";
import { proposalState } from "./proposalState.ts";
import type { Tally } from "./tallyVotes.ts";

/** A proposal row and its tally as GraphQL's Proposal type gives them. */
export function graphqlProposal(
  row: ProposalRow,
  tally: Tally,
  space: GraphqlSpace | null,
  nowSeconds: number,
) {
  const state = proposalState(row, nowSeconds);
  return {
    id: row.id,
    author: row.author,
    created: row.created,
    space,
    type: row.type,
    title: row.title,
    body: row.body,
    discussion: row.discussion,
    choices: row.choices,
    start: row.start,
    end: row.end,
    snapshot: String(row.snapshot),
    state,
    app: row.app,
    scores: tally.scores,
    scores_total: tally.scoresTotal,
    scores_state: state === "closed" ? "final" : "pending",
    votes: tally.votes,
  };
}

export type GraphqlProposal = ReturnType<typeof graphqlProposal>;
