import type { Hono } from "hono";

/** POSTs `body` as JSON to `path` of `app`. */
export const postJson = (app: Hono, path: string, body: unknown): Promise<Response> =>
  Promise.resolve(
    app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

/** Runs a GraphQL query and returns its data, failing on any error. */
export async function queryData<T>(
  app: Hono,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await postJson(app, "/graphql", { query, variables });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (response.status !== 200 || body.errors !== undefined || body.data === undefined) {
    throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body.errors)}`);
  }
  return body.data;
}
