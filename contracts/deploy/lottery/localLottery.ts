import { parseEther } from "viem";
import { coveringLastTwoDigits, variedNumbers } from "./seedTicketNumbers.ts";

/**
 * The local lottery's shortest round (the contract's MIN_LENGTH_LOTTERY, fixed at deployment; a public
 * chain keeps PancakeSwap's 3 h 55 min). Each finished round the seed plays moves the chain's clock at
 * least this far ahead of the wall clock, so it is short; the keeper's rounds are longer.
 */
export const LOCAL_MIN_LENGTH_LOTTERY_SECONDS = 10n;

/** A ticket costs about this many dollars in CAKE (spec 001 section 9). */
export const TICKET_PRICE_USD = 5n;
/** The ticket price is rounded down to a hundredth of a CAKE, so that the app shows a round figure. */
export const TICKET_PRICE_STEP = parseEther("0.01");
/** PancakeSwap v2's divisor, the spec's discounts: 2 tickets 0.05% off, 50 2.45%, 100 4.95%. */
export const DISCOUNT_DIVISOR = 2000n;
/** Each bracket's share of the prize pool out of 10,000, from one matching digit to six: PancakeSwap v2's. */
export const REWARDS_BREAKDOWN = [250n, 375n, 625n, 1250n, 2500n, 5000n] as const;
/**
 * The treasury's cut of each pot, out of 10,000. Spec 001 says 70% of ticket sales goes to prizes, which
 * is the older text (PancakeSwap's first lottery); its v2 lottery, whose brackets, breakdown and calls we
 * follow, opens rounds with 2000: 20% to the treasury (burned there), 80% to the brackets. We keep v2's
 * figure like the rest of its terms; the contract's cap (MAX_TREASURY_FEE, 30%) still guarantees the
 * older text's 70% at least.
 */
export const TREASURY_FEE = 2000n;
/**
 * The operator's bond for each round. A round sells at most its bond's worth of tickets (about 2,500
 * tickets here), far above what the local rounds sell; the keeper raises it to twice the last round's
 * sales if a round ever comes close.
 */
export const LOTTERY_BOND = parseEther("5000");
/** Spec 001 section 9: 10,000 CAKE injected every other day; locally, into every even round. */
export const LOTTERY_INJECTION = parseEther("10000");
/**
 * CAKE the deployer gives the lottery keeper (operator and injector): the bond plus the seed's two
 * injections and fourteen of the keeper's, 28 more rounds. Past that the keeper skips injections.
 */
export const LOTTERY_KEEPER_CAKE = parseEther("165000");

/** Who plays a seeded round: the deployer (the Dev wallet's first account) or a dev staker by index. */
export type SeedLotteryPlayer = "deployer" | 0 | 1;

export interface SeedLotteryPurchase {
  readonly player: SeedLotteryPlayer;
  /** One purchase of up to 100 tickets. */
  readonly numbers: readonly number[];
}

/**
 * One seeded round. `inject` adds LOTTERY_INJECTION right after the start. `revealed: false` has the
 * operator withhold the seed: the round is cancelled once the reveal window is over and every ticket
 * is refundable. `collect` lists the players who collect right after the draw or the cancel: every
 * prize they won, or every refund.
 */
export interface SeedLotteryRound {
  readonly purchases: readonly SeedLotteryPurchase[];
  readonly inject: boolean;
  readonly revealed: boolean;
  readonly collect: readonly SeedLotteryPlayer[];
}

/**
 * The lottery history `npm start` shows at once: rounds 1, 2 and 4 drawn, round 3 cancelled, round 5
 * open. The final numbers cannot be known in advance (they mix the hash of the block after the close,
 * which depends on the wall clock's timestamps), so the deployer's 100 tickets in each drawn round end
 * in every pair of last digits 00-99: whatever the draw, exactly one of them wins bracket 1 or higher
 * and nine win bracket 0. So every drawn round has winners in at least two brackets, the deployer
 * collects round 1's and leaves rounds 2 and 4 to collect, and leaves round 3's refund too. Even rounds
 * get the injection, as the keeper gives them after.
 */
export const SEED_LOTTERY_ROUNDS: readonly SeedLotteryRound[] = [
  {
    purchases: [
      { player: "deployer", numbers: coveringLastTwoDigits(1) },
      { player: 0, numbers: variedNumbers(20, 2) },
      { player: 1, numbers: variedNumbers(30, 3) },
    ],
    inject: false,
    revealed: true,
    collect: ["deployer", 0],
  },
  {
    purchases: [
      { player: "deployer", numbers: coveringLastTwoDigits(4) },
      { player: 0, numbers: variedNumbers(25, 5) },
    ],
    inject: true,
    revealed: true,
    collect: [0],
  },
  {
    purchases: [
      { player: "deployer", numbers: variedNumbers(10, 6) },
      { player: 1, numbers: variedNumbers(10, 7) },
    ],
    inject: false,
    revealed: false,
    collect: [1],
  },
  {
    purchases: [
      { player: "deployer", numbers: coveringLastTwoDigits(8) },
      { player: 1, numbers: variedNumbers(40, 9) },
    ],
    inject: true,
    revealed: true,
    collect: [1],
  },
];

/** The round left open for the keeper, with tickets of the deployer and a dev staker. */
export const SEED_LOTTERY_OPEN_ROUND: readonly SeedLotteryPurchase[] = [
  { player: "deployer", numbers: variedNumbers(10, 10) },
  { player: 0, numbers: variedNumbers(5, 11) },
];
