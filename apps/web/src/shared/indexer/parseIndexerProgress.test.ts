import { describe, expect, it } from "vitest";
import { parseIndexerProgress } from "./parseIndexerProgress.ts";

describe("parseIndexerProgress", () => {
  it("reads the block the indexer reached", () => {
    expect(
      parseIndexerProgress({ local: { block: { number: 120, timestamp: 1_700_000_000 }, ready: true } }),
    ).toEqual({
      block: 120,
      timestamp: 1_700_000_000,
    });
  });

  it("is null before any block or for another shape", () => {
    expect(parseIndexerProgress(null)).toBeNull();
    expect(parseIndexerProgress({ local: { block: null, ready: false } })).toBeNull();
    expect(parseIndexerProgress({ local: { block: { number: "1", timestamp: 2 } } })).toBeNull();
  });
});
