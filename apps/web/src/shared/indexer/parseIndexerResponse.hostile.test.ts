import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOSTILE_RUNS, hostileJsonValue } from "../testing/hostileArbitraries.ts";
import { IndexerRequestError } from "./IndexerRequestError.ts";
import { parseIndexerResponse } from "./parseIndexerResponse.ts";

describe("parseIndexerResponse on hostile answers (issue 26)", () => {
  it("gives the data object of a GraphQL answer, or the typed indexer error, for any JSON", () => {
    fc.assert(
      fc.property(hostileJsonValue, (body) => {
        let data: unknown;
        try {
          data = parseIndexerResponse(body);
        } catch (error) {
          expect(error).toBeInstanceOf(IndexerRequestError);
          return;
        }
        expect(typeof data === "object" && data !== null && !Array.isArray(data)).toBe(true);
        expect(data).toBe((body as { data: unknown }).data);
      }),
      HOSTILE_RUNS,
    );
  });

  it("reports the indexer's first error message, whatever garbage the data holds", () => {
    fc.assert(
      fc.property(fc.string(), hostileJsonValue, (message, data) => {
        expect(() => parseIndexerResponse({ errors: [{ message }], data })).toThrow(
          `The indexer refused the query: ${message}`,
        );
      }),
      HOSTILE_RUNS,
    );
  });
});
