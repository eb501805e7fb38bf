import type { Address } from "viem";

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

/** The CAKE emission, the auto-compounding vault and the pool catalogue. */
export interface StakingSection {
  readonly staking: {
    readonly masterChef: Address;
    /** SYRUP, MasterChef's receipt for manual CAKE pool stakes. */
    readonly syrup: Address;
    readonly cakeVault: Address;
    readonly smartChefFactory: Address;
    /** Every pool by ascending sousId, starting with the manual CAKE pool. */
    readonly pools: readonly DeployedPool[];
  };
}
