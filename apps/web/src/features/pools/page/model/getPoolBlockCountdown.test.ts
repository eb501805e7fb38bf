import { describe, expect, it } from "vitest";
import { getPoolBlockCountdown } from "./getPoolBlockCountdown.ts";

const pool = { startBlock: 100, endBlock: 500 };

describe("getPoolBlockCountdown", () => {
  it("counts down to the start before the pool starts", () => {
    expect(getPoolBlockCountdown(pool, 40)).toEqual({ kind: "starts", blocks: 60, targetBlock: 100 });
    expect(getPoolBlockCountdown(pool, 99)).toEqual({ kind: "starts", blocks: 1, targetBlock: 100 });
  });

  it("counts down to the end once no blocks are left to the start", () => {
    expect(getPoolBlockCountdown(pool, 100)).toEqual({ kind: "ends", blocks: 400, targetBlock: 500 });
    expect(getPoolBlockCountdown(pool, 499)).toEqual({ kind: "ends", blocks: 1, targetBlock: 500 });
  });

  it("has nothing to count once the end block is reached", () => {
    expect(getPoolBlockCountdown(pool, 500)).toBeUndefined();
    expect(getPoolBlockCountdown(pool, 900)).toBeUndefined();
  });

  it("has nothing to count for a pool without an end or before the first block is known", () => {
    expect(getPoolBlockCountdown({ startBlock: 1, endBlock: null }, 50)).toBeUndefined();
    expect(getPoolBlockCountdown({ startBlock: 90, endBlock: null }, 50)).toEqual({
      kind: "starts",
      blocks: 40,
      targetBlock: 90,
    });
    expect(getPoolBlockCountdown(pool, undefined)).toBeUndefined();
  });
});
