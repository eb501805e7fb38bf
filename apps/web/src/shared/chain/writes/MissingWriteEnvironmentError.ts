import { GriddleError } from "@griddle/sdk";

/** useSendContractWrite() was called outside the app's WriteEnvironmentContext provider. */
export class MissingWriteEnvironmentError extends GriddleError {
  override readonly name = "MissingWriteEnvironmentError";
  constructor() {
    super("Write environment context undefined");
  }
}
