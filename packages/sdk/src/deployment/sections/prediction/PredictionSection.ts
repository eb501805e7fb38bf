import type { Address } from "viem";

/** The bull/bear prediction game and the price feed it settles on (spec 001 sections 3 and 7). */
export interface PredictionSection {
  readonly prediction: {
    /** GriddlePrediction: rounds, bets, claims. */
    readonly contract: Address;
    /** The BNB/USD PriceFeedAggregator the game reads lock and close prices from. */
    readonly priceFeed: Address;
    /** The AMM pair (WBNB-BUSD) whose time-weighted average price the oracle keeper submits. */
    readonly pricePair: Address;
    /** The block the game was deployed in: the indexer starts there. */
    readonly startBlock: number;
    /** The game's admin: settings, pause and unpause, the treasury. */
    readonly admin: Address;
    /** The game's operator: genesis and every round, run by the operator keeper. */
    readonly operator: Address;
    /** The price feed's only oracle, run by the oracle keeper. */
    readonly oracle: Address;
  };
}
