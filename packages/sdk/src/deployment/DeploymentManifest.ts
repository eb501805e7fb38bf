import type { Address, Hex } from "viem";

/** A token the local deployment created and seeded. */
export interface DeployedToken {
  readonly address: Address;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
}

/** A pair the local deployment created and gave liquidity. */
export interface DeployedPair {
  readonly address: Address;
  readonly token0: Address;
  readonly token1: Address;
}

/**
 * What `npm start` (and every test that starts a local stack) writes after deploying and seeding.
 * The app, the end-to-end tests and later services read addresses from here, never from source.
 */
export interface DeploymentManifest {
  readonly chainId: number;
  /** JSON-RPC endpoint of the chain the contracts live on, as the browser reaches it. */
  readonly rpcUrl: string;
  /** First block that holds any of these contracts: where indexers start. */
  readonly startBlock: number;
  readonly contracts: {
    readonly wbnb: Address;
    readonly cake: Address;
    readonly factory: Address;
    readonly router: Address;
    readonly multicall: Address;
    readonly feeCollector: Address;
  };
  /** keccak256 of the pair creation code: the SDK derives pair addresses from it. */
  readonly initCodePairHash: Hex;
  /** Every seeded ERC20, WBNB and CAKE included, in the order of the default token list. */
  readonly tokens: readonly DeployedToken[];
  readonly pairs: readonly DeployedPair[];
  /** Accounts the app refuses to serve ('Blocked address'); locally one dev account, for tests. */
  readonly blockedAddresses: readonly Address[];
  /** Tokens the swap screen warns about (spec 000 section 2, Swap notices). */
  readonly notices: {
    readonly feeOnTransferToken: Address;
    readonly compromisedToken: Address;
  };
}
