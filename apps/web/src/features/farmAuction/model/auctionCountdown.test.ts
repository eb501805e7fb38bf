import { describe, expect, it } from "vitest";
import { auctionCountdown, splitDuration } from "./auctionCountdown.ts";
import { testAuction } from "./testAuction.ts";

describe("auctionCountdown", () => {
  const auction = testAuction({ startBlock: 100, endBlock: 200 });

  it("counts down to the start block before the auction", () => {
    expect(auctionCountdown(auction, "notStarted", 90, 3)).toEqual({
      until: "start",
      blocks: 10,
      seconds: 30,
    });
  });

  it("counts down to the first block past the end while live: the end block still takes bids", () => {
    expect(auctionCountdown(auction, "live", 150, 3)).toEqual({ until: "end", blocks: 51, seconds: 153 });
    expect(auctionCountdown(auction, "live", 200, 3)).toEqual({ until: "end", blocks: 1, seconds: 3 });
  });

  it("has none once ended or closed", () => {
    expect(auctionCountdown(auction, "ended", 250, 3)).toBeNull();
    expect(auctionCountdown(auction, "closed", 250, 3)).toBeNull();
  });
});

describe("splitDuration", () => {
  it("splits into days, hours and minutes, rounding up to the minute", () => {
    expect(splitDuration(86_400 + 2 * 3600 + 61)).toEqual({ days: 1, hours: 2, minutes: 2 });
    expect(splitDuration(3)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(splitDuration(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
