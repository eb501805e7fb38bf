import { GriddleError } from "@griddle/sdk";

/** A wallet answered a send without a usable transaction hash (spec 000 section 8). */
export class MissingTransactionHashError extends GriddleError {
  override readonly name = "MissingTransactionHashError";
  readonly received: unknown;
  constructor(received: unknown) {
    super("No transaction hash found.");
    this.received = received;
  }
}
