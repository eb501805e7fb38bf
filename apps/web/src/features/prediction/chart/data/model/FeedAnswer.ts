/** One answer of the BNB/USD price feed: its round, its price (8 decimals) and when it was given. */
export interface FeedAnswer {
  readonly roundId: bigint;
  readonly answer: bigint;
  /** Unix time in seconds. */
  readonly updatedAt: number;
}
