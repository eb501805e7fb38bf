import { describe, expect, it } from "vitest";
import { POLL_INTERVAL_MS, pollIntervalBlocks, pollReadBlock } from "./pollReadBlock.ts";

describe("pollIntervalBlocks", () => {
  it("turns the spec's 10 s and 60 s into 3 and 20 blocks of 3 s", () => {
    expect(pollIntervalBlocks(POLL_INTERVAL_MS.fast, 3)).toBe(3);
    expect(pollIntervalBlocks(POLL_INTERVAL_MS.slow, 3)).toBe(20);
  });

  it("polls at least every block", () => {
    expect(pollIntervalBlocks(1_000, 3)).toBe(1);
  });
});

describe("pollReadBlock", () => {
  it("moves once per interval: every block of an interval reads at its first", () => {
    expect([1239, 1240, 1241, 1242].map((block) => pollReadBlock(block, 3))).toEqual([
      1239, 1239, 1239, 1242,
    ]);
    expect(pollReadBlock(1259, 20)).toBe(1240);
    expect(pollReadBlock(1260, 20)).toBe(1260);
  });

  it("reads at a write's receipt block at once when it is newer than the poll's", () => {
    expect(pollReadBlock(1240, 3, 1241)).toBe(1241);
    expect(pollReadBlock(1250, 3, 1241)).toBe(1248);
  });

  it("waits for the first block", () => {
    expect(pollReadBlock(undefined, 3, 1241)).toBeUndefined();
  });
});
