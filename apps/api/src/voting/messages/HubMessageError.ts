import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "../../http/ApiError.ts";

/**
 * A message POST /api/msg refuses, answered in the shape of Snapshot's sequencer
 * (`{ "error": "client_error", "error_description": message }`), because snapshot.js's client shows
 * `error_description` to the person who signed. Nothing is stored when one is thrown.
 */
export class HubMessageError extends ApiError {
  override readonly name: string = "HubMessageError";
  /** Snapshot's error kind: the sender's fault, or ours (the chain could not be read). */
  readonly kind: "client_error" | "server_error";
  constructor(message: string, options?: ErrorOptions & { status?: ContentfulStatusCode }) {
    const status = options?.status ?? 400;
    super(status, message, options);
    this.kind = status >= 500 ? "server_error" : "client_error";
  }
}
