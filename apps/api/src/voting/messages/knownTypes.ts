import { SNAPSHOT_PROPOSAL_TYPES, SNAPSHOT_VOTE_TYPES } from "@griddle/sdk";

/** The two kinds of message the hub takes. */
export type HubMessageKind = "proposal" | "vote";
import { typesHash } from "./typesHash.ts";

/** The types hashes this hub takes, and the kind of message each one signs. */
export const KNOWN_TYPES: ReadonlyMap<string, HubMessageKind> = new Map([
  [typesHash(SNAPSHOT_PROPOSAL_TYPES), "proposal"],
  [typesHash(SNAPSHOT_VOTE_TYPES), "vote"],
]);

const voteTypesWithChoice = (type: string) => ({
  Vote: SNAPSHOT_VOTE_TYPES.Vote.map((field) => (field.name === "choice" ? { ...field, type } : field)),
});

/**
 * snapshot.js's other vote types: approval and ranked-choice (choice uint32[]), quadratic and
 * weighted (choice as JSON text). Known, but not offered: every proposal here is single-choice, so
 * they get a clearer refusal than an unknown type.
 */
export const UNOFFERED_VOTE_TYPES: ReadonlySet<string> = new Set([
  typesHash(voteTypesWithChoice("uint32[]")),
  typesHash(voteTypesWithChoice("string")),
]);
