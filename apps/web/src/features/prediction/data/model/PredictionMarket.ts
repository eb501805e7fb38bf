import type { PredictionBet, PredictionRound } from "../../model/PredictionRound.ts";

/** Spec 001 section 4: initial until the first reads answer, then live, paused, or error. */
export type PredictionStatus = "initial" | "live" | "paused" | "error";

/** The game's settings (spec 001 section 9 gives the defaults: 100, 20, 0.001 BNB, 97). */
export interface PredictionSettings {
  readonly intervalBlocks: bigint;
  readonly bufferBlocks: bigint;
  /** In wei. */
  readonly minBetAmount: bigint;
  /** Out of 100: the winners' share of the pot for rounds started from now. */
  readonly rewardRate: bigint;
}

/** The feed's latest answer: the live price (8 decimals) and when it was set (unix seconds). */
export interface OraclePrice {
  readonly roundId: bigint;
  readonly price: bigint;
  readonly updatedAt: bigint;
}

/** Whether the account's bet in a round can be collected now, per the game's claimable/refundable. */
export interface ClaimStatus {
  /** Won and not collected. */
  readonly claimable: boolean;
  /** Canceled or without winners, and not collected: the bet comes back in full. */
  readonly refundable: boolean;
}

/** The connected account's side of one round. */
export interface AccountRound {
  /** Null when the account did not bet in it. */
  readonly bet: PredictionBet | null;
  readonly claimStatus: ClaimStatus;
}

/** The game's rounds as one consistent read: the window of recent epochs and the account's part in it. */
export interface PredictionRounds {
  readonly currentEpoch: bigint;
  /** current - 5 to current (spec 001 section 7), by epoch; rounds never started are left out. */
  readonly rounds: ReadonlyMap<bigint, PredictionRound>;
  /** By epoch; undefined while the account's reads load, empty without an account. */
  readonly accountRounds: ReadonlyMap<bigint, AccountRound> | undefined;
}

/** What the prediction screen knows of the game (spec 001 section 3, prediction state). */
export interface PredictionMarket {
  readonly status: PredictionStatus;
  readonly settings: PredictionSettings | undefined;
  /** Undefined until the rounds are read. */
  readonly rounds: PredictionRounds | undefined;
  /** The live price; null when the feed did not answer. */
  readonly lastOraclePrice: OraclePrice | null;
}
