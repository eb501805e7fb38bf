import { describe, expect, it } from "vitest";
import { recordBlockNumber } from "./blockNumbers.ts";

describe("recordBlockNumber", () => {
  it("records the first block seen on a chain", () => {
    expect(recordBlockNumber({}, 31337, 12)).toEqual({ 31337: 12 });
  });

  it("moves forward", () => {
    expect(recordBlockNumber({ 31337: 12 }, 31337, 13)).toEqual({ 31337: 13 });
  });

  it("ignores an older or repeated block and keeps the same state object", () => {
    const state = { 31337: 12 };
    expect(recordBlockNumber(state, 31337, 11)).toBe(state);
    expect(recordBlockNumber(state, 31337, 12)).toBe(state);
  });

  it("tracks each chain on its own", () => {
    const state = recordBlockNumber({ 56: 40_000_000 }, 97, 5);
    expect(state).toEqual({ 56: 40_000_000, 97: 5 });
  });

  it("ignores values that are not block numbers", () => {
    const state = { 56: 1 };
    expect(recordBlockNumber(state, 56, Number.NaN)).toBe(state);
    expect(recordBlockNumber(state, 56, -1)).toBe(state);
    expect(recordBlockNumber(state, 56, 2.5)).toBe(state);
  });
});
