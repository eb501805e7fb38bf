import { describe, expect, it } from "vitest";
import { parseMarketReads } from "./parseMarketReads.ts";

describe("parseMarketReads", () => {
  it("reads the epoch, the pause flag and the feed's latest price", () => {
    expect(parseMarketReads([8n, false, [42n, 600_12345678n, 1_700_000_000n, 1_700_000_003n, 42n]])).toEqual({
      currentEpoch: 8n,
      paused: false,
      lastOraclePrice: { roundId: 42n, price: 600_12345678n, updatedAt: 1_700_000_003n },
    });
  });

  it("gives null for each call that failed", () => {
    expect(parseMarketReads([null, null, null])).toEqual({
      currentEpoch: null,
      paused: null,
      lastOraclePrice: null,
    });
  });

  it("has no live price while the feed has not answered, or answers a price of 0 or less", () => {
    expect(parseMarketReads([8n, false, [0n, 0n, 0n, 0n, 0n]]).lastOraclePrice).toBeNull();
    expect(parseMarketReads([8n, false, [3n, -1n, 1n, 1n, 3n]]).lastOraclePrice).toBeNull();
  });
});
