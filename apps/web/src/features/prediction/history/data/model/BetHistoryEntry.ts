import type { Address, Hex } from "viem";
import type { Position } from "../../../model/PredictionRound.ts";

/** A round as the indexer keeps it (apps/indexer/ponder.schema.ts, round); prices have 8 decimals. */
export interface IndexedRound {
  readonly epoch: bigint;
  /** True once canceled: every bet is refunded in full. */
  readonly failed: boolean;
  readonly startBlock: bigint;
  readonly lockBlock: bigint;
  readonly endBlock: bigint;
  /** Unix times of the blocks that started and locked the round; lockAt null until it locks. */
  readonly startAt: number;
  readonly lockAt: number | null;
  /** Null until the round locks (closes) with a price. */
  readonly lockPrice: bigint | null;
  readonly closePrice: bigint | null;
  readonly lockRoundId: bigint | null;
  readonly closeRoundId: bigint | null;
  readonly totalBets: number;
  readonly bullBets: number;
  readonly bearBets: number;
  readonly totalAmount: bigint;
  readonly bullAmount: bigint;
  readonly bearAmount: bigint;
  /** The winning side once closed: House for a tie; null while open or live, and when canceled. */
  readonly position: Position | "House" | null;
  readonly rewardBaseCalAmount: bigint;
  readonly rewardAmount: bigint;
  readonly rewardRate: bigint;
  readonly treasuryRate: bigint;
}

/** A bettor's totals over every bet, BNB in wei (apps/indexer/ponder.schema.ts, user). */
export interface PredictionUserTotals {
  readonly address: Address;
  readonly createdAt: number;
  readonly block: bigint;
  readonly totalBets: number;
  readonly totalBetsBull: number;
  readonly totalBetsBear: number;
  readonly totalBNB: bigint;
  /** Closed rounds bet on the winning side, and on the losing side; refunds count as neither. */
  readonly roundsWon: number;
  readonly roundsLost: number;
  readonly totalBNBClaimed: bigint;
  /** Over settled rounds, what the bets returned (or can still collect) less what they staked. */
  readonly netBNB: bigint;
}

/** One bet of the spec's history query, with its round and its bettor (spec 001 section 3, Bet). */
export interface BetHistoryEntry {
  readonly id: string;
  /** The transaction that placed the bet. */
  readonly hash: Hex;
  readonly amount: bigint;
  readonly position: Position;
  readonly claimed: boolean;
  readonly claimedHash: Hex | null;
  readonly claimedAmount: bigint | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly block: bigint;
  readonly round: IndexedRound;
  readonly user: PredictionUserTotals;
}
