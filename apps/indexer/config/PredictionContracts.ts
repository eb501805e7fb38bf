import type { Address } from "viem";

/** The prediction game and the price feed it settles on, both lowercase like the indexer's ids. */
export interface PredictionContracts {
  /** GriddlePrediction: rounds, bets and claims. */
  readonly game: Address;
  /** The PriceFeedAggregator whose answers the chart draws. */
  readonly priceFeed: Address;
  /** The block the game was deployed in: neither contract has events before it. */
  readonly startBlock: number;
}
