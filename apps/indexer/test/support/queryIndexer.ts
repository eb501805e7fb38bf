/** Sends one GraphQL query to the indexer and returns its data, failing on any GraphQL error. */
export async function queryIndexer<T>(graphqlUrl: string, query: string): Promise<T> {
  const response = await fetch(graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!response.ok || body.errors !== undefined || body.data === undefined) {
    throw new Error(`GraphQL query failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}
