import { GriddleError } from "@griddle/sdk";

/**
 * The API could not be reached, or refused a request: `status` is its HTTP status (0 when it did not
 * answer) and the message its own `{ error }` text when it gave one, written for the user.
 */
export class ApiRequestError extends GriddleError {
  override readonly name = "ApiRequestError";
  readonly status: number;
  constructor(status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}
