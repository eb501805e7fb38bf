import { GriddleError } from "@griddle/sdk";

/** A setting or file the API needs to start is missing or wrong: one line, no stack trace. */
export class ApiConfigError extends GriddleError {
  override readonly name = "ApiConfigError";
}
