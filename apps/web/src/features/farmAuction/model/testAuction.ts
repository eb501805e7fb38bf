import type { Auction } from "./Auction.ts";

/** An open auction with PancakeSwap's terms, for tests: blocks 100 to 200, 100 CAKE first bids, 5 winners. */
export function testAuction(overrides: Partial<Auction> = {}): Auction {
  return {
    id: 1n,
    status: "open",
    startBlock: 100,
    endBlock: 200,
    initialBidAmount: 100n * 10n ** 18n,
    leaderboard: 5,
    leaderboardThreshold: 0n,
    ...overrides,
  };
}
