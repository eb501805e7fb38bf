/** A round's contract state (GriddleLottery.Status), plus 'pending' for a round not read yet (spec 001 section 4). */
export type LotteryStatus = "pending" | "open" | "close" | "claimable" | "cancelled";

/** A round as viewLottery returns it (spec 001 section 3); amounts in CAKE wei, times in seconds. */
export interface LotteryRound {
  readonly lotteryId: bigint;
  readonly status: LotteryStatus;
  readonly startTime: number;
  readonly endTime: number;
  readonly priceTicketInCake: bigint;
  readonly discountDivisor: bigint;
  /** Each bracket's share of the prize pot, in basis points (the six add up to 10,000). */
  readonly rewardsBreakdown: readonly bigint[];
  /** The treasury's cut of the pot, in basis points. */
  readonly treasuryFee: bigint;
  /** Each winning ticket's prize per bracket, once drawn. */
  readonly cakePerBracket: readonly bigint[];
  readonly countWinnersPerBracket: readonly bigint[];
  readonly firstTicketId: bigint;
  readonly firstTicketIdNextLottery: bigint;
  /** The whole pot: sales, CAKE carried from earlier rounds and injections. */
  readonly amountCollectedInCake: bigint;
  readonly finalNumber: number;
}

/** One of the account's tickets: its id, its number (1,000,000 to 1,999,999) and whether it was paid out. */
export interface LotteryTicket {
  readonly id: bigint;
  readonly number: number;
  readonly claimed: boolean;
}
