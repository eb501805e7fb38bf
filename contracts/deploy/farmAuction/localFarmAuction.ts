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
 * (account 130, Harbor Pay, still has 200 CAKE to reclaim from auction 2).
 */
export const SEED_CLOSED_AUCTIONS: readonly SeedClosedAuction[] = [
  {
    bids: [
      { accountIndex: 120, cake: 1500 },
      { accountIndex: 121, cake: 1200 },
      { accountIndex: 122, cake: 1000 },
      { accountIndex: 123, cake: 800 },
      { accountIndex: 124, cake: 600 },
      { accountIndex: 125, cake: 400 },
      { accountIndex: 126, cake: 300 },
    ],
    bidLimitCake: 600,
    reclaimedBy: [125],
  },
  {
    bids: [
      { accountIndex: 120, cake: 2000 },
      { accountIndex: 122, cake: 1400 },
      { accountIndex: 123, cake: 900 },
      { accountIndex: 127, cake: 700 },
      { accountIndex: 128, cake: 500 },
      { accountIndex: 130, cake: 200 },
    ],
    bidLimitCake: 700,
    reclaimedBy: [128],
  },
];

/**
 * Auction 3, live: nine contenders, one of which (account 121) bid twice. Dev account 0 and accounts
 * 129 and 130 are whitelisted without a bid, so their first bid must reach the initial amount.
 */
export const SEED_LIVE_BIDS: readonly SeedBid[] = [
  { accountIndex: 122, cake: 1500 },
  { accountIndex: 120, cake: 1000 },
  { accountIndex: 121, cake: 700 },
  { accountIndex: 123, cake: 600 },
  { accountIndex: 124, cake: 400 },
  { accountIndex: 125, cake: 300 },
  { accountIndex: 126, cake: 200 },
  { accountIndex: 127, cake: 150 },
  { accountIndex: 128, cake: 100 },
  { accountIndex: 121, cake: 100 },
];
