import { describe, expect, it } from "vitest";
import { earlierFeedRoundCalls, latestFeedRoundCall } from "./feedRoundCalls.ts";

const FEED = "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6";

describe("feed round calls", () => {
  it("reads the latest round, then the ones before it, newest first", () => {
    expect(latestFeedRoundCall(FEED)).toMatchObject({ address: FEED, functionName: "latestRoundData" });
    expect(earlierFeedRoundCalls(FEED, 10n, 3).map((call) => call.args)).toEqual([[9n], [8n], [7n]]);
  });

  it("stops at round 1", () => {
    expect(earlierFeedRoundCalls(FEED, 3n, 10).map((call) => call.args)).toEqual([[2n], [1n]]);
    expect(earlierFeedRoundCalls(FEED, 1n, 10)).toEqual([]);
  });
});
