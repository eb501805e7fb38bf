import { parseEther } from "viem";

/** The feed's answers carry 8 decimals, as Chainlink's USD feeds do. */
export const PRICE_FEED_DECIMALS = 8;
export const PRICE_FEED_DESCRIPTION = "BNB / USD";
/** Seconds after which an unfinished oracle round may be superseded. */
export const PRICE_FEED_TIMEOUT_SECONDS = 1_800;
/** Answers outside these bounds (8 decimals) are refused: $0.00000001 to $1,000,000. */
export const PRICE_FEED_MIN_ANSWER = 1n;
export const PRICE_FEED_MAX_ANSWER = 1_000_000n * 10n ** 8n;
/** Seconds between the node's blocks, which the game uses to date past blocks. */
export const PREDICTION_BLOCK_TIME_SECONDS = 3n;

/** Who places a seeded bet: the deployer (the Dev wallet's first account) or a dev staker by index. */
export type SeedBettor = "deployer" | 0 | 1;

export interface SeedBet {
  readonly bettor: SeedBettor;
  readonly side: "bull" | "bear";
  readonly amount: bigint;
}

/**
 * One seeded round, by epoch order. `closeMoveBps` is how far the price moves from the round's lock
 * to its close (basis points, signed); `claim` lists bettors who collect as soon as it closes.
 * `missWindow` lets this round's lock window pass, so `catchUp` cancels it and the live round before
 * it (both refundable) and starts the next.
 */
export interface SeedRound {
  readonly bets: readonly SeedBet[];
  readonly closeMoveBps: number;
  readonly claim: readonly SeedBettor[];
  readonly missWindow?: boolean;
}

const bnb = (amount: string) => parseEther(amount);

/**
 * The history `npm start` shows at once, epochs 1 to 7 in order: won (collected and not), lost, a
 * canceled round with bets to reclaim (4) and one without (5), and a live round with positions (7);
 * epoch 8 is left open for bets. The deployer, the Dev wallet's first account, plays every kind.
 */
export const SEED_ROUNDS: readonly SeedRound[] = [
  {
    bets: [
      { bettor: "deployer", side: "bull", amount: bnb("0.1") },
      { bettor: 0, side: "bear", amount: bnb("0.05") },
    ],
    closeMoveBps: 40,
    claim: ["deployer"],
  },
  {
    bets: [
      { bettor: "deployer", side: "bear", amount: bnb("0.2") },
      { bettor: 0, side: "bull", amount: bnb("0.1") },
      { bettor: 1, side: "bull", amount: bnb("0.05") },
    ],
    closeMoveBps: -30,
    claim: [],
  },
  {
    bets: [
      { bettor: "deployer", side: "bear", amount: bnb("0.05") },
      { bettor: 1, side: "bull", amount: bnb("0.1") },
    ],
    closeMoveBps: 25,
    claim: [1],
  },
  {
    bets: [
      { bettor: "deployer", side: "bull", amount: bnb("0.1") },
      { bettor: 0, side: "bear", amount: bnb("0.1") },
    ],
    closeMoveBps: 0,
    claim: [],
  },
  { bets: [], closeMoveBps: 0, claim: [], missWindow: true },
  {
    bets: [
      { bettor: "deployer", side: "bull", amount: bnb("0.1") },
      { bettor: 0, side: "bear", amount: bnb("0.1") },
    ],
    closeMoveBps: -20,
    claim: [],
  },
  {
    bets: [
      { bettor: "deployer", side: "bull", amount: bnb("0.05") },
      { bettor: 1, side: "bear", amount: bnb("0.1") },
    ],
    closeMoveBps: 0,
    claim: [],
  },
];
