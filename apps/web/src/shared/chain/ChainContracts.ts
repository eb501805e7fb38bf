import type { Address } from "viem";

/**
 * The contracts the app talks to on its chain: the one place that knows their addresses. The local
 * chain's come from its deployment manifest (localChainContracts), BNB Smart Chain's and its testnet's
 * from publicChainContracts; features read them from useAppChainConfig().contracts.
 */
export interface ChainContracts {
  readonly wbnb: Address;
  readonly cake: Address;
  readonly router: Address;
  readonly factory: Address;
  readonly multicall: Address;
  /** Emits CAKE to the farms and to its pool 0, the manual CAKE pool, whose contract it is. */
  readonly masterChef: Address;
  /** The auto CAKE vault; undefined on a chain without one. */
  readonly cakeVault: Address | undefined;
  /** The bull/bear prediction game and its price feed; undefined on a chain without the game. */
  readonly prediction: PredictionContracts | undefined;
  /** The six-bracket CAKE lottery; undefined on a chain without one ABI-compatible with GriddleLottery. */
  readonly lottery: Address | undefined;
  /** Profiles, teams, collectibles and points; undefined on a chain without them. */
  readonly profile: ProfileContracts | undefined;
  /** The farm auction (FarmAuction's ABI, PancakeSwap's); undefined on a chain without one. */
  readonly farmAuction: Address | undefined;
  /** The team trading competition (GriddleTradingCompetition); undefined on a chain without one. */
  readonly competition: Address | undefined;
}

/** The profile area's contracts (spec 001 section 3): profiles and teams, the collection, the starter factory and the claims. */
export interface ProfileContracts {
  /** Profiles, teams and points (PancakeProfile's ABI). */
  readonly profile: Address;
  /** The collection of collectibles approved on the profile contract. */
  readonly collection: Address;
  /** Sells one starter collectible per address for CAKE. */
  readonly factory: Address;
  /** The collectible claim of early prediction players (thresholdRound). */
  readonly predictionClaim: Address;
  /** The collectible claim of early vault depositors (thresholdTimestamp). */
  readonly vaultClaim: Address;
  /** Points for offerings' participants. */
  readonly pointCenterIfo: Address;
}

/** The prediction game and the BNB/USD feed (8 decimals) its live price is read from. */
export interface PredictionContracts {
  readonly game: Address;
  readonly priceFeed: Address;
}
