import { GriddleError } from "@griddle/sdk";

/** The wallet did not sign the username message (refused, or failed): 'Unable to sign payload'. */
export class UsernameSigningError extends GriddleError {
  override readonly name = "UsernameSigningError";
  constructor(options?: ErrorOptions) {
    super("The wallet did not sign the username message", options);
  }
}
