import { describe, expect, it } from "vitest";
import { parseEther, type Address } from "viem";
import type { AuctionBid } from "./Auction.ts";
import { leaderboardRows, winnerCount } from "./leaderboardRows.ts";
import { testAuction } from "./testAuction.ts";

const account = (n: number): Address => `0x${n.toString(16).padStart(40, "0")}`;
const bids: AuctionBid[] = [1500, 1200, 1000, 800, 600, 400, 300, 300, 200, 150, 100, 100].map((cake, i) => ({
  account: account(i + 1),
  amount: parseEther(String(cake)),
  hasClaimed: false,
}));
const names = new Map([[account(1).toLowerCase(), "Mochi Swap"]]);

describe("leaderboardRows", () => {
  it("keeps the top 10 in the contract's order with their names", () => {
    const rows = leaderboardRows(bids, testAuction(), names);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ position: 1, name: "Mochi Swap", amount: parseEther("1500") });
    expect(rows[1]?.name).toBeNull();
    expect(rows[9]).toMatchObject({ position: 10, account: account(10) });
  });

  it("while open, the first `leaderboard` bids are above the winner line", () => {
    const rows = leaderboardRows(bids, testAuction({ leaderboard: 5 }), names);
    expect(rows.map((row) => row.isWinner)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(winnerCount(rows)).toBe(5);
  });

  it("once closed, the winners are those at or above the bid limit", () => {
    const closed = testAuction({ status: "close", leaderboardThreshold: parseEther("1000") });
    expect(winnerCount(leaderboardRows(bids, closed, names))).toBe(3);
  });

  it("a limit above every bid leaves no winner; fewer bids than winners all win", () => {
    const none = testAuction({ status: "close", leaderboardThreshold: parseEther("5000") });
    expect(winnerCount(leaderboardRows(bids, none, names))).toBe(0);
    expect(winnerCount(leaderboardRows(bids.slice(0, 2), testAuction(), names))).toBe(2);
  });
});
