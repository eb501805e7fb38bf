/**
 * Decimals of the BNB/USD feed's answers and so of every lock, close and live price: 8, as Chainlink's
 * USD feeds and our PriceFeedAggregator both answer. Fixed rather than read, since the game compares
 * the feed's raw answers and would not work with another scale either.
 */
export const PREDICTION_PRICE_DECIMALS = 8;
