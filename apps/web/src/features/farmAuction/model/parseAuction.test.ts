import { describe, expect, it } from "vitest";
import { parseAuction } from "./parseAuction.ts";

const read = {
  status: 1,
  startBlock: 100n,
  endBlock: 200n,
  initialBidAmount: 100n * 10n ** 18n,
  leaderboard: 5n,
  leaderboardThreshold: 0n,
};

describe("parseAuction", () => {
  it("reads an open auction's blocks and terms", () => {
    expect(parseAuction(3n, read)).toEqual({
      id: 3n,
      status: "open",
      startBlock: 100,
      endBlock: 200,
      initialBidAmount: 100n * 10n ** 18n,
      leaderboard: 5,
      leaderboardThreshold: 0n,
    });
  });

  it("reads a closed auction's bid limit", () => {
    expect(parseAuction(1n, { ...read, status: 2, leaderboardThreshold: 7n })).toMatchObject({
      status: "close",
      leaderboardThreshold: 7n,
    });
  });

  it("gives null for an auction never started or an unknown status", () => {
    expect(parseAuction(9n, { ...read, status: 0 })).toBeNull();
    expect(parseAuction(9n, { ...read, status: 3 })).toBeNull();
  });
});
