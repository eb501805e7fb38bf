import { describe, expect, it } from "vitest";
import { createTestHttpServer } from "../testing/createTestHttpServer.ts";
import { IndexerRequestError } from "./IndexerRequestError.ts";
import { postIndexerQuery, type IndexerQuery } from "./postIndexerQuery.ts";

const QUERY: IndexerQuery = {
  query: "query Pairs($ids: [String]) { pairs { items { id } } }",
  variables: { ids: [] },
};
const { serve, stop } = createTestHttpServer();

describe("postIndexerQuery", () => {
  it("posts the query as JSON and returns the answer's data", async () => {
    const requests: { method?: string; contentType?: string; body: unknown }[] = [];
    const url = await serve((request, body, response) => {
      requests.push({
        method: request.method,
        contentType: request.headers["content-type"],
        body: JSON.parse(body),
      });
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ data: { pairs: { items: [{ id: "0xa" }] } } }));
    });
    await expect(postIndexerQuery(url, QUERY)).resolves.toEqual({ pairs: { items: [{ id: "0xa" }] } });
    expect(requests).toEqual([{ method: "POST", contentType: "application/json", body: QUERY }]);
  });

  it("rejects with IndexerRequestError when the indexer answers with an error status", async () => {
    const url = await serve((_request, _body, response) => {
      response.statusCode = 503;
      response.end("starting");
    });
    await expect(postIndexerQuery(url, QUERY)).rejects.toThrow(
      new IndexerRequestError(`POST ${url} answered 503`),
    );
  });

  it("rejects with IndexerRequestError when the indexer refuses the query", async () => {
    const url = await serve((_request, _body, response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ errors: [{ message: "Cannot query field" }] }));
    });
    await expect(postIndexerQuery(url, QUERY)).rejects.toThrow(
      new IndexerRequestError("The indexer refused the query: Cannot query field"),
    );
  });

  it("rejects with IndexerRequestError when nothing listens", async () => {
    const url = await serve(() => undefined);
    await stop();
    await expect(postIndexerQuery(url, QUERY)).rejects.toBeInstanceOf(IndexerRequestError);
  });

  it("stops when cancelled", async () => {
    const url = await serve(() => undefined);
    const controller = new AbortController();
    const pending = postIndexerQuery(url, QUERY, controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(IndexerRequestError);
  });
});
