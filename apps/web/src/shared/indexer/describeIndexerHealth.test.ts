import { describe, expect, it } from "vitest";
import {
  BEHIND_BLOCKS,
  describeIndexerHealth,
  isIndexerUnavailable,
  type IndexerHealthInputs,
} from "./describeIndexerHealth.ts";

const HEALTHY: IndexerHealthInputs = {
  configured: true,
  readFailed: false,
  statusFailed: false,
  progress: { block: 100, timestamp: 1_700_000_000 },
  head: 100,
};

describe("describeIndexerHealth", () => {
  it("says nothing while the indexer keeps within BEHIND_BLOCKS of the head", () => {
    expect(describeIndexerHealth(HEALTHY)).toEqual({ kind: "ok" });
    expect(describeIndexerHealth({ ...HEALTHY, head: 100 + BEHIND_BLOCKS })).toEqual({ kind: "ok" });
  });

  it("is behind past BEHIND_BLOCKS, with both blocks", () => {
    expect(describeIndexerHealth({ ...HEALTHY, head: 101 + BEHIND_BLOCKS })).toEqual({
      kind: "behind",
      reached: 100,
      head: 101 + BEHIND_BLOCKS,
    });
  });

  it("is behind before the indexer reached any block", () => {
    expect(describeIndexerHealth({ ...HEALTHY, progress: null })).toEqual({
      kind: "behind",
      reached: undefined,
      head: 100,
    });
  });

  it("judges no lag while the head or the first status is unknown", () => {
    expect(describeIndexerHealth({ ...HEALTHY, head: undefined })).toEqual({ kind: "ok" });
    expect(describeIndexerHealth({ ...HEALTHY, progress: undefined, head: 5_000 })).toEqual({ kind: "ok" });
  });

  it("is down when the page's read or the status read fails, with the block last reached", () => {
    expect(describeIndexerHealth({ ...HEALTHY, readFailed: true })).toEqual({ kind: "down", reached: 100 });
    expect(describeIndexerHealth({ ...HEALTHY, statusFailed: true, head: 900 })).toEqual({
      kind: "down",
      reached: 100,
    });
    expect(describeIndexerHealth({ ...HEALTHY, statusFailed: true, progress: undefined })).toEqual({
      kind: "down",
      reached: undefined,
    });
  });

  it("is absent on a network without an indexer, whatever else is known", () => {
    expect(
      describeIndexerHealth({ ...HEALTHY, configured: false, readFailed: true, progress: undefined }),
    ).toEqual({ kind: "absent" });
  });
});

describe("isIndexerUnavailable", () => {
  it("holds when the indexer is missing or down, not when it is only behind", () => {
    expect(isIndexerUnavailable({ kind: "absent" })).toBe(true);
    expect(isIndexerUnavailable({ kind: "down", reached: 5 })).toBe(true);
    expect(isIndexerUnavailable({ kind: "behind", reached: 5, head: 50 })).toBe(false);
    expect(isIndexerUnavailable({ kind: "ok" })).toBe(false);
  });
});
