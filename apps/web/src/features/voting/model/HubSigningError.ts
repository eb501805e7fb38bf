import { GriddleError } from "@griddle/sdk";

/** The wallet did not sign a proposal or vote (refused, or failed): 'Unable to sign payload'. */
export class HubSigningError extends GriddleError {
  override readonly name = "HubSigningError";
  constructor(options?: ErrorOptions) {
    super("The wallet did not sign the message", options);
  }
}
