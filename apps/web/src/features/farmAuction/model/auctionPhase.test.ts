import { describe, expect, it } from "vitest";
import { auctionPhase } from "./auctionPhase.ts";
import { testAuction } from "./testAuction.ts";

describe("auctionPhase", () => {
  const open = testAuction({ startBlock: 100, endBlock: 200 });

  it.each([
    [99, "notStarted"],
    [100, "live"],
    [150, "live"],
    [200, "live"],
    [201, "ended"],
  ] as const)("at block %i an open auction is %s", (block, phase) => {
    expect(auctionPhase(open, block)).toBe(phase);
  });

  it("is closed once closed, whatever the block", () => {
    expect(auctionPhase({ ...open, status: "close" }, 150)).toBe("closed");
  });
});
