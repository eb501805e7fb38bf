import { GriddleError } from "@griddle/sdk";

/** The voting hub answered, but not in the shape its contract promises. */
export class VotingHubAnswerError extends GriddleError {
  override readonly name = "VotingHubAnswerError";
}
