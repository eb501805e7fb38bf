import { describe, expect, it } from "vitest";
import { isIndexerCaughtUp } from "./isIndexerCaughtUp.ts";

const indexedTo = (number: number, ready = true) => ({
  local: { block: { number, timestamp: 1_700_000_000 }, ready },
});

describe("isIndexerCaughtUp", () => {
  it("is caught up once ready at or past the head block", () => {
    expect(isIndexerCaughtUp(indexedTo(120), 120)).toBe(true);
    expect(isIndexerCaughtUp(indexedTo(125), 120)).toBe(true);
  });

  it("is not caught up below the head block or during the historical sync", () => {
    expect(isIndexerCaughtUp(indexedTo(119), 120)).toBe(false);
    expect(isIndexerCaughtUp(indexedTo(130, false), 120)).toBe(false);
  });

  it("is not caught up before the first block is indexed or without an answer", () => {
    expect(isIndexerCaughtUp({ local: { block: null, ready: false } }, 0)).toBe(false);
    expect(isIndexerCaughtUp({}, 0)).toBe(false);
    expect(isIndexerCaughtUp(null, 0)).toBe(false);
  });
});
