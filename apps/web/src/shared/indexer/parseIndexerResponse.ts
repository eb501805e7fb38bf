import { IndexerRequestError } from "./IndexerRequestError.ts";
import { isRecord } from "./isRecord.ts";

/**
 * The `data` of a GraphQL answer. Throws IndexerRequestError when the answer reports an error or is
 * not a GraphQL answer at all.
 */
export function parseIndexerResponse(body: unknown): Readonly<Record<string, unknown>> {
  if (!isRecord(body)) throw new IndexerRequestError("The indexer's answer is not a JSON object");
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    const first: unknown = body.errors[0];
    const message = isRecord(first) && typeof first.message === "string" ? first.message : "unknown error";
    throw new IndexerRequestError(`The indexer refused the query: ${message}`);
  }
  if (!isRecord(body.data)) throw new IndexerRequestError("The indexer's answer has no data");
  return body.data;
}
