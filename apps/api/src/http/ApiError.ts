import { GriddleError } from "@griddle/sdk";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * A request the API refuses on purpose: answered with `status` and the JSON body
 * `{ "error": message }`, the message written for the person behind the client.
 */
export class ApiError extends GriddleError {
  override readonly name: string = "ApiError";
  readonly status: ContentfulStatusCode;
  constructor(status: ContentfulStatusCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}
