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

/** Pool categories of spec 000 section 3; Binance marks the BNB pool, Auto the vault. */
export type PoolCategory = "Core" | "Community" | "Binance" | "Auto";

/** A staking pool of the catalogue: MasterChef's manual CAKE pool (sousId 0) or a SmartChef. */
export interface DeployedPool {
  readonly sousId: number;
  /** MasterChef for sousId 0, else the pool's own contract. */
  readonly address: Address;
  /** The staked token; WBNB for the pool that stakes native BNB. */
  readonly stakingToken: Address;
  readonly earningToken: Address;
  /** Raw reward per block (smallest units of the earning token), as a decimal string. */
  readonly tokenPerBlock: string;
  readonly startBlock: number;
  /** The last rewarded block; null for the manual CAKE pool, which never ends. */
  readonly endBlock: number | null;
  /** Raw per-user stake limit as a decimal string, "0" for none. */
  readonly stakingLimit: string;
  readonly poolCategory: PoolCategory;
  /** 1 for the main pool, 999 for the others (spec 000 section 3). */
  readonly sortOrder: number;
}

/** A MasterChef farm of the local deployment: an LP token staked for CAKE. */
export interface DeployedFarm {
  /** MasterChef pid, from 1 (pid 0 is the manual CAKE pool). */
  readonly pid: number;
  /** The pair's sides with WBNB shown as BNB, e.g. 'CAKE-BNB LP'. */
  readonly lpSymbol: string;
  /** The pair, whose LP token the farm stakes. */
  readonly lpAddress: Address;
  /** The pair's non-quote side. */
  readonly token: Address;
  /** WBNB, BUSD, USDT, or CAKE for community farms: the side the farm is priced through. */
  readonly quoteToken: Address;
  /** MasterChef allocation points at deployment; 0 for a finished farm. */
  readonly allocPoint: number;
  readonly isCommunity: boolean;
}

/** The CAKE emission, the auto-compounding vault, the pool catalogue and the farms. */
export interface DeployedStaking {
  readonly masterChef: Address;
  /** SYRUP, MasterChef's receipt for manual CAKE pool stakes. */
  readonly syrup: Address;
  readonly cakeVault: Address;
  readonly smartChefFactory: Address;
  /** Every pool by ascending sousId, starting with the manual CAKE pool. */
  readonly pools: readonly DeployedPool[];
  /** Every farm by ascending pid. */
  readonly farms: readonly DeployedFarm[];
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
  readonly staking: DeployedStaking;
  /** Services the local stack runs beside the chain; absent when it runs none. */
  readonly services?: {
    /** The indexer's GraphQL endpoint as the browser reaches it, while `npm start` runs the indexer. */
    readonly indexerGraphqlUrl?: string;
  };
}
