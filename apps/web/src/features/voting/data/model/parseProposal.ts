import type { Proposal, ProposalState } from "../../model/Proposal.ts";
import { VotingHubAnswerError } from "../../model/VotingHubAnswerError.ts";
import { hubList, hubNumber, hubRecord, hubString } from "./hubFields.ts";

const STATES: readonly string[] = ["pending", "active", "closed"] satisfies ProposalState[];

/** One proposal of the hub's GraphQL answer. */
export function parseProposal(value: unknown): Proposal {
  const fields = hubRecord(value, "proposal");
  const state = hubString(fields.state, "proposal state");
  if (!STATES.includes(state))
    throw new VotingHubAnswerError(`The voting hub's proposal state ${state} is unknown`);
  const space = hubRecord(fields.space, "proposal space");
  const choices = hubList(fields.choices, "proposal choices").map((choice) => hubString(choice, "choice"));
  // A proposal nobody voted on may come without scores: each choice then has none.
  const scores =
    fields.scores === null || fields.scores === undefined
      ? choices.map(() => 0)
      : hubList(fields.scores, "proposal scores").map((score) => hubNumber(score, "score"));
  return {
    id: hubString(fields.id, "proposal id"),
    title: hubString(fields.title, "proposal title"),
    body: hubString(fields.body, "proposal body"),
    choices,
    start: hubNumber(fields.start, "proposal start"),
    end: hubNumber(fields.end, "proposal end"),
    snapshot: hubNumber(fields.snapshot, "proposal snapshot"),
    state: state as ProposalState,
    author: hubString(fields.author, "proposal author"),
    space: { id: hubString(space.id, "space id"), name: hubString(space.name, "space name") },
    votes: fields.votes === null || fields.votes === undefined ? 0 : hubNumber(fields.votes, "vote count"),
    scores,
    scoresTotal:
      fields.scores_total === null || fields.scores_total === undefined
        ? 0
        : hubNumber(fields.scores_total, "scores total"),
    type: typeof fields.type === "string" ? fields.type : "single-choice",
    created:
      fields.created === null || fields.created === undefined ? 0 : hubNumber(fields.created, "created"),
  };
}

/** The proposals of an answer to PROPOSALS_QUERY. */
export function parseProposals(data: unknown): readonly Proposal[] {
  return hubList(hubRecord(data, "answer").proposals, "proposals").map(parseProposal);
}

/** The proposal of an answer to PROPOSAL_QUERY; null when the hub has none with that id. */
export function parseProposalAnswer(data: unknown): Proposal | null {
  const { proposal } = hubRecord(data, "answer");
  return proposal === null || proposal === undefined ? null : parseProposal(proposal);
}
