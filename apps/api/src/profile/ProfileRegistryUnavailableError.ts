import { GriddleError } from "@griddle/sdk";

/** The profile contract could not be read: the chain is down, or the address holds no such contract. */
export class ProfileRegistryUnavailableError extends GriddleError {
  override readonly name = "ProfileRegistryUnavailableError";
  constructor(options: ErrorOptions) {
    super("The profile contract could not be read", options);
  }
}
