import type { Address } from "viem";
import type { PoolCategory } from "@griddle/sdk";

/** A token as the pools screens show it (spec 000 section 3, Pool: stakingToken / earningToken). */
export interface PoolToken {
  /** For the pool that stakes native BNB: the wrapped BNB address, with symbol "BNB". */
  readonly address: Address;
  readonly symbol: string;
  readonly decimals: number;
  /** The token's project site ('View Project Site'); empty when unknown. */
  readonly projectLink: string;
}

/** One catalogued pool: from the deployment on the local chain, from config on 56 and 97. */
export interface PoolConfig {
  /** 0 is MasterChef's manual CAKE pool; the others are SmartChef (or BNB-staking) contracts. */
  readonly sousId: number;
  readonly contractAddress: Address;
  readonly stakingToken: PoolToken;
  readonly earningToken: PoolToken;
  readonly poolCategory: PoolCategory;
  /** True for the pool whose stake is the native coin (poolCategory Binance): deposit is payable. */
  readonly isNativeStaking: boolean;
  /** Raw earning-token units rewarded per block. */
  readonly tokenPerBlock: bigint;
  /** 1 for the main pool, 999 for the others: the 'Hot' order. */
  readonly sortOrder: number;
}

/** What every visitor sees, read once per block in one batch (spec 000 section 7, Pool reads). */
export interface PoolPublicData {
  readonly startBlock: number;
  /** bonusEndBlock; null for the manual CAKE pool, which never ends. */
  readonly endBlock: number | null;
  /** Raw staking-token units held by the pool contract (MasterChef's CAKE for pool 0 counts stakes only). */
  readonly totalStaked: bigint;
  /** Raw per-user limit; 0n means none. */
  readonly stakingLimit: bigint;
  /** True once endBlock <= the current block. */
  readonly isFinished: boolean;
  /** US dollars per whole token; null when no priced pair exists. */
  readonly stakingTokenPrice: number | null;
  readonly earningTokenPrice: number | null;
  /** Percent per year; null when a price or the total staked is missing or zero. */
  readonly apr: number | null;
}

/** The connected account's position (spec 000 section 3, Pool user data); raw units. */
export interface PoolUserData {
  readonly allowance: bigint;
  /** The wallet's staking-token balance (native balance for the BNB pool). */
  readonly stakingTokenBalance: bigint;
  readonly stakedBalance: bigint;
  readonly pendingReward: bigint;
}

export interface Pool extends PoolConfig, PoolPublicData {
  /** Undefined without an account or until the account's reads first answer. */
  readonly userData: PoolUserData | undefined;
}
