import { parseEther } from "viem";

/** PancakeSwap's limit: three days of 3-second blocks, the longest an auction may last. */
export const MAX_AUCTION_LENGTH_BLOCKS = 86_400n;

/** The seeded auctions' least first bid: 100 CAKE. */
export const INITIAL_BID_AMOUNT = parseEther("100");

/** The live auction takes bids for a day of 3-second blocks, so it stays live through any session. */
export const LIVE_AUCTION_BLOCKS = 28_800n;

/** The archived auctions are short: the seed mines past their end (interval 0, the clock stays). */
export const ARCHIVE_AUCTION_BLOCKS = 20n;

/** CAKE each seeded bidder gets beyond its seeded bids, so it can bid more from the app. */
export const BIDDER_SPARE_CAKE = parseEther("1000");

/** One bid of the seed: a dev account (LOCAL_AUCTION_BIDDERS) and whole CAKE. */
export interface SeedBid {
  readonly accountIndex: number;
  readonly cake: number;
}

/** An auction the seed plays to its close. */
export interface SeedClosedAuction {
  readonly bids: readonly SeedBid[];
  /** The least total a winner bid: the close's bid limit, in whole CAKE. */
  readonly bidLimitCake: number;
  /** Non-winners that reclaim in the seed; the others leave their bid to reclaim in the app. */
  readonly reclaimedBy: readonly number[];
}

/**
 * Auctions 1 and 2, closed: five and four winners, a non-winner that reclaimed and one that has not
 * (account 80, Harbor Pay, still has 200 CAKE to reclaim from auction 2).
 */
export const SEED_CLOSED_AUCTIONS: readonly SeedClosedAuction[] = [
  {
    bids: [
      { accountIndex: 70, cake: 1500 },
      { accountIndex: 71, cake: 1200 },
      { accountIndex: 72, cake: 1000 },
      { accountIndex: 73, cake: 800 },
      { accountIndex: 74, cake: 600 },
      { accountIndex: 75, cake: 400 },
      { accountIndex: 76, cake: 300 },
    ],
    bidLimitCake: 600,
    reclaimedBy: [75],
  },
  {
    bids: [
      { accountIndex: 70, cake: 2000 },
      { accountIndex: 72, cake: 1400 },
      { accountIndex: 73, cake: 900 },
      { accountIndex: 77, cake: 700 },
      { accountIndex: 78, cake: 500 },
      { accountIndex: 80, cake: 200 },
    ],
    bidLimitCake: 700,
    reclaimedBy: [78],
  },
];

/**
 * Auction 3, live: nine contenders, one of which (account 71) bid twice. Dev account 0 and accounts
 * 79 and 80 are whitelisted without a bid, so their first bid must reach the initial amount.
 */
export const SEED_LIVE_BIDS: readonly SeedBid[] = [
  { accountIndex: 72, cake: 1500 },
  { accountIndex: 70, cake: 1000 },
  { accountIndex: 71, cake: 700 },
  { accountIndex: 73, cake: 600 },
  { accountIndex: 74, cake: 400 },
  { accountIndex: 75, cake: 300 },
  { accountIndex: 76, cake: 200 },
  { accountIndex: 77, cake: 150 },
  { accountIndex: 78, cake: 100 },
  { accountIndex: 71, cake: 100 },
];
