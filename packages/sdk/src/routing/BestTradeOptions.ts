/** Limits of the best-trade search. */
export interface BestTradeOptions {
  /** How many trades to return at most, best first (default 3). */
  readonly maxNumResults?: number;
  /** How many pairs a trade may pass through (default 3; 1 is the spec's single-hop mode). */
  readonly maxHops?: number;
}
