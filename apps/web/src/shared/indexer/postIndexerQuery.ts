import { IndexerRequestError } from "./IndexerRequestError.ts";
import { parseIndexerResponse } from "./parseIndexerResponse.ts";

/** Past this, an indexer that accepted the connection but does not answer counts as down. */
const INDEXER_TIMEOUT_MS = 10_000;

/** A GraphQL query and its variables, as the indexer's endpoint takes them. */
export interface IndexerQuery {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>>;
}

/**
 * Posts one GraphQL query to the indexer at `url` and returns its answer's `data`; cancelled through
 * `signal`. Rejects with IndexerRequestError when the indexer is unreachable, slow, refuses the query,
 * or answers in another shape.
 */
export async function postIndexerQuery(
  url: string,
  request: IndexerQuery,
  signal?: AbortSignal,
): Promise<Readonly<Record<string, unknown>>> {
  const timeout = AbortSignal.timeout(INDEXER_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (cause) {
    throw new IndexerRequestError(`POST ${url} failed`, { cause });
  }
  if (!response.ok) throw new IndexerRequestError(`POST ${url} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new IndexerRequestError(`${url} did not answer JSON`, { cause });
  }
  return parseIndexerResponse(body);
}
