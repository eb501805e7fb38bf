import { describe, expect, it } from "vitest";
import { testRound } from "../../model/testRound.ts";
import { lotteryPhase } from "./lotteryPhase.ts";

describe("lotteryPhase", () => {
  it("is on sale until the end time, then in draw until drawn", () => {
    const open = testRound({ status: "open", endTime: 2_000 });
    expect(lotteryPhase(open, 1_999)).toBe("onSale");
    expect(lotteryPhase(open, 2_000)).toBe("inDraw");
    expect(lotteryPhase(testRound({ status: "close" }), 1_000)).toBe("inDraw");
  });

  it("is announced once drawn, and cancelled when cancelled", () => {
    expect(lotteryPhase(testRound({ status: "claimable" }), 0)).toBe("announced");
    expect(lotteryPhase(testRound({ status: "cancelled" }), 0)).toBe("cancelled");
  });
});
