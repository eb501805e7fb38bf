import type { PostCompetitionQuery } from "@griddle/sdk";

/** An indexer that accepted the connection but does not answer by then counts as down this tick. */
const TIMEOUT_MS = 10_000;

/** Posts GraphQL to the indexer at `url`; a failure or a GraphQL error rejects, and the keeper tries again next tick. */
export function indexerPoster(url: string): PostCompetitionQuery {
  return async (query, variables) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the indexer at ${url} answered ${response.status}`);
    const body = (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message?: string }[];
    };
    if (body.errors !== undefined && body.errors.length > 0) {
      throw new Error(`the indexer refused the query: ${body.errors[0]?.message ?? "unknown error"}`);
    }
    if (body.data === undefined) throw new Error(`the indexer at ${url} sent no data`);
    return body.data;
  };
}
