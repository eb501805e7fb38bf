/**
 * The public test mnemonic every Hardhat and Anvil node funds by default. It guards nothing: the
 * local chain's dev accounts, the deployer and the app's Dev wallet all derive from it.
 */
export const LOCAL_DEV_MNEMONIC = "test test test test test test test test test test test junk";

/** How many dev accounts the local seed funds with tokens (the node funds 20 with BNB). */
export const SEEDED_DEV_ACCOUNT_COUNT = 10;

/** The local chain id, as Hardhat's node reports it. */
export const LOCAL_CHAIN_ID = 31337;

/**
 * Dev accounts (indexes of LOCAL_DEV_MNEMONIC) the local keepers send from: one each, so their
 * nonces never race, and above every index the seed and the end-to-end tests use.
 */
export const LOCAL_KEEPER_ACCOUNT_INDEX = {
  /** Runs genesis and every round of the prediction game. */
  predictionOperator: 60,
  /** Submits the BNB/USD price to the prediction game's price feed. */
  predictionOracle: 61,
  /** Makes small random BNB-BUSD swaps so the local price moves. */
  marketTrader: 62,
  /** Operates the lottery: opens, closes, draws (or cancels) every round; also its injector. */
  lotteryOperator: 63,
  /** Runs the farm auction: whitelist, start and close (no keeper process; the seed and tests use it). */
  farmAuctionOperator: 119,
  /** Moves the trading competition through its phases, publishes its results, makes the local trades. */
  competitionOperator: 67,
} as const;
