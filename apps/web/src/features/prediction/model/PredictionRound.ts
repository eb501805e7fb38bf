/** A bet's side: Bull wins when the close price is above the lock price, Bear when below. */
export type Position = "Bull" | "Bear";

/** The contract's Position enum: Bull is 0, Bear is 1. */
export const positionFromChain = (value: number): Position => (value === 0 ? "Bull" : "Bear");

/** A round as `rounds(epoch)` returns it (spec 001 section 3, on-chain round); prices have 8 decimals. */
export interface PredictionRound {
  readonly epoch: bigint;
  readonly startBlock: bigint;
  readonly lockBlock: bigint;
  readonly endBlock: bigint;
  readonly lockPrice: bigint;
  readonly closePrice: bigint;
  readonly lockOracleId: bigint;
  readonly closeOracleId: bigint;
  readonly totalAmount: bigint;
  readonly bullAmount: bigint;
  readonly bearAmount: bigint;
  /** The winning side's total: what the reward is shared over; 0 when nobody won. */
  readonly rewardBaseCalAmount: bigint;
  /** The pot less the treasury's cut, shared by the winners. */
  readonly rewardAmount: bigint;
  /** True once the round closed with a price. */
  readonly oracleCalled: boolean;
  /** True when the round was canceled: every bet is refunded in full. */
  readonly cancelled: boolean;
  /** Out of 100: the winners' share of the pot, fixed when the round started. */
  readonly rewardRate: bigint;
  readonly treasuryRate: bigint;
}

/** A user's bet in one round, as `ledger(epoch, user)` returns it. */
export interface PredictionBet {
  readonly position: Position;
  readonly amount: bigint;
  readonly claimed: boolean;
}
