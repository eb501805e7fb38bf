import { describe, expect, it } from "vitest";
import { parseEther } from "viem";
import { parseAccountReads, parseAuctionState, parseAuctionWithBids } from "./parseFarmAuctionReads.ts";

const alice = "0x00000000000000000000000000000000000000a1";

describe("parseFarmAuctionReads", () => {
  it("reads the latest id and the whitelist", () => {
    expect(parseAuctionState([3n, [[alice], 1n]])).toEqual({ currentAuctionId: 3n, whitelist: [alice] });
    expect(parseAuctionState([null, null])).toEqual({ currentAuctionId: undefined, whitelist: undefined });
  });

  it("reads an auction's tuple and its sorted bids", () => {
    const bids = [{ account: alice, amount: parseEther("100"), hasClaimed: false }];
    expect(
      parseAuctionWithBids(2n, [
        [2, 10n, 20n, parseEther("100"), 5n, parseEther("50")],
        [bids, 1n],
      ]),
    ).toEqual({
      auction: {
        id: 2n,
        status: "close",
        startBlock: 10,
        endBlock: 20,
        initialBidAmount: parseEther("100"),
        leaderboard: 5,
        leaderboardThreshold: parseEther("50"),
      },
      bids,
    });
    expect(parseAuctionWithBids(2n, [null, null])).toEqual({ auction: null, bids: [] });
  });

  it("reads the account's whitelisting, current bid and participations", () => {
    expect(
      parseAccountReads([
        true,
        [parseEther("30"), false],
        [[1n, 2n], [parseEther("10"), parseEther("20")], [true, false], 2n],
      ]),
    ).toEqual({
      whitelisted: true,
      currentBid: parseEther("30"),
      participations: [
        { auctionId: 1n, amount: parseEther("10"), claimed: true },
        { auctionId: 2n, amount: parseEther("20"), claimed: false },
      ],
    });
  });
});
