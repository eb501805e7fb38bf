import { describe, expect, it } from "vitest";
import { lotteryWinningBracket } from "./lotteryWinningBracket.ts";

describe("lotteryWinningBracket", () => {
  it("wins the bracket of the matching last digits, counted from the last one", () => {
    expect(lotteryWinningBracket(1_000_005, 1_234_565)).toBe(0);
    expect(lotteryWinningBracket(1_000_065, 1_234_565)).toBe(1);
    expect(lotteryWinningBracket(1_004_565, 1_234_565)).toBe(3);
    expect(lotteryWinningBracket(1_934_565, 1_234_565)).toBe(4);
    expect(lotteryWinningBracket(1_234_565, 1_234_565)).toBe(5);
  });

  it("wins nothing when the last digit differs, however many others match", () => {
    expect(lotteryWinningBracket(1_234_566, 1_234_565)).toBeUndefined();
    expect(lotteryWinningBracket(1_000_000, 1_999_999)).toBeUndefined();
  });
});
