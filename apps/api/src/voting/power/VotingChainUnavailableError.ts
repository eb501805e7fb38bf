import { GriddleError } from "@griddle/sdk";

/** The chain did not answer a read the hub needs: a 503 the client may retry, never a refusal. */
export class VotingChainUnavailableError extends GriddleError {
  override readonly name = "VotingChainUnavailableError";
  constructor(options: ErrorOptions) {
    super("The chain could not be read", options);
  }
}
