import { describe, expect, it } from "vitest";
import { checkedRoundIds, CHECKED_ROUNDS } from "./checkedRoundIds.ts";

describe("checkedRoundIds", () => {
  it("reads every finished round from the first", () => {
    expect(checkedRoundIds(3n)).toEqual([1n, 2n, 3n]);
    expect(checkedRoundIds(undefined)).toEqual([]);
  });

  it("reads only the newest rounds of a long history", () => {
    const ids = checkedRoundIds(250n);
    expect(BigInt(ids.length)).toBe(CHECKED_ROUNDS);
    expect(ids[0]).toBe(151n);
    expect(ids.at(-1)).toBe(250n);
  });
});
