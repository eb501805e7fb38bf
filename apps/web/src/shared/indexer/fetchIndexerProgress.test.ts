import { describe, expect, it } from "vitest";
import { createTestHttpServer } from "../testing/createTestHttpServer.ts";
import { fetchIndexerProgress, INDEXER_STATUS_QUERY } from "./fetchIndexerProgress.ts";
import { IndexerRequestError } from "./IndexerRequestError.ts";

const { serve, stop } = createTestHttpServer();

describe("fetchIndexerProgress", () => {
  it("asks for Ponder's _meta status and reads the block reached", async () => {
    const queries: unknown[] = [];
    const url = await serve((_request, body, response) => {
      queries.push(JSON.parse(body));
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          data: {
            _meta: { status: { local: { block: { number: 42, timestamp: 1_700_000_000 }, ready: true } } },
          },
        }),
      );
    });
    await expect(fetchIndexerProgress(url)).resolves.toEqual({ block: 42, timestamp: 1_700_000_000 });
    expect(queries).toEqual([{ query: INDEXER_STATUS_QUERY }]);
  });

  it("is null while the indexer has reached no block", async () => {
    const url = await serve((_request, _body, response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ data: { _meta: { status: { local: { block: null, ready: false } } } } }));
    });
    await expect(fetchIndexerProgress(url)).resolves.toBeNull();
  });

  it("rejects an answer without _meta, and an indexer that does not answer", async () => {
    const url = await serve((_request, _body, response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ data: {} }));
    });
    await expect(fetchIndexerProgress(url)).rejects.toThrow(
      new IndexerRequestError("The indexer's answer lacks _meta"),
    );
    await stop();
    await expect(fetchIndexerProgress(url)).rejects.toBeInstanceOf(IndexerRequestError);
  });
});
