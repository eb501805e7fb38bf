import { describe, expect, it } from "vitest";
import { isIndexerBehind, parseIndexerProgress } from "./indexerProgress.ts";

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

describe("isIndexerBehind", () => {
  const progress = { block: 100, timestamp: 0 };
  it("is behind past ten blocks, or without any block", () => {
    expect(isIndexerBehind(progress, 110)).toBe(false);
    expect(isIndexerBehind(progress, 111)).toBe(true);
    expect(isIndexerBehind(progress, undefined)).toBe(false);
    expect(isIndexerBehind(null, 5)).toBe(true);
  });
});
