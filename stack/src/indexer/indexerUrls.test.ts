import { describe, expect, it } from "vitest";
import { indexerUrls } from "./indexerUrls.ts";

describe("indexerUrls", () => {
  it("serves GraphQL and the status on the indexer's host and port", () => {
    expect(indexerUrls("127.0.0.1", 42069)).toEqual({
      graphql: "http://127.0.0.1:42069/graphql",
      status: "http://127.0.0.1:42069/status",
    });
  });

  it("reaches an indexer listening on every interface through loopback", () => {
    expect(indexerUrls("0.0.0.0", 4350).graphql).toBe("http://127.0.0.1:4350/graphql");
  });
});
