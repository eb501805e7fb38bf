import { describe, expect, it } from "vitest";
import { IndexerRequestError } from "./IndexerRequestError.ts";
import { parseIndexerResponse } from "./parseIndexerResponse.ts";

describe("parseIndexerResponse", () => {
  it("returns the answer's data", () => {
    expect(parseIndexerResponse({ data: { pairs: { items: [] } } })).toEqual({ pairs: { items: [] } });
  });

  it("rejects GraphQL errors and answers of another shape", () => {
    expect(() => parseIndexerResponse({ errors: [{ message: "Cannot query field" }] })).toThrow(
      new IndexerRequestError("The indexer refused the query: Cannot query field"),
    );
    expect(() => parseIndexerResponse("<html>")).toThrow(IndexerRequestError);
    expect(() => parseIndexerResponse({ data: null })).toThrow(
      new IndexerRequestError("The indexer's answer has no data"),
    );
  });
});
