import { describe, expect, it } from "vitest";
import { blockCountdown } from "./blockCountdown.ts";

describe("blockCountdown", () => {
  it("turns the blocks left into days, hours and minutes at the block time", () => {
    expect(blockCountdown(100, 100 + 28_800 + 1_230, 3)).toEqual({
      blocks: 30_030,
      seconds: 90_090,
      days: 1,
      hours: 1,
      minutes: 1,
    });
  });

  it("stops at zero once the block is reached", () => {
    expect(blockCountdown(500, 400, 3)).toEqual({ blocks: 0, seconds: 0, days: 0, hours: 0, minutes: 0 });
  });
});
