import { describe, expect, it } from "vitest";
import { parseEther } from "viem";
import type { Auction } from "./Auction.ts";
import { reclaimableBids } from "./reclaimableBids.ts";
import { testAuction } from "./testAuction.ts";

const limit = parseEther("700");
const auctions = new Map<bigint, Auction>([
  [1n, testAuction({ id: 1n, status: "close", leaderboardThreshold: limit })],
  [2n, testAuction({ id: 2n, status: "close", leaderboardThreshold: limit })],
  [3n, testAuction({ id: 3n })],
]);

describe("reclaimableBids", () => {
  it("lists unclaimed bids below the limit of closed auctions, newest first", () => {
    expect(
      reclaimableBids(
        [
          { auctionId: 1n, amount: parseEther("200"), claimed: false },
          { auctionId: 2n, amount: parseEther("300"), claimed: false },
        ],
        auctions,
      ),
    ).toEqual([
      { auctionId: 2n, amount: parseEther("300") },
      { auctionId: 1n, amount: parseEther("200") },
    ]);
  });

  it("leaves out winners, reclaimed bids, open auctions and auctions not read yet", () => {
    expect(
      reclaimableBids(
        [
          { auctionId: 1n, amount: limit, claimed: false },
          { auctionId: 2n, amount: parseEther("100"), claimed: true },
          { auctionId: 3n, amount: parseEther("100"), claimed: false },
          { auctionId: 4n, amount: parseEther("100"), claimed: false },
        ],
        auctions,
      ),
    ).toEqual([]);
  });
});
