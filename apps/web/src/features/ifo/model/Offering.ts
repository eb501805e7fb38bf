import type { Address } from "viem";
import type { OfferingDefinition } from "@griddle/sdk";

/** Spec 001 section 3: pool types. Version 2's pid 0 is the basic pool and pid 1 the unlimited one. */
export type PoolKind = "poolBasic" | "poolUnlimited";

/** An offering the app knows: its static facts and where it is deployed. */
export interface OfferingConfig {
  readonly definition: OfferingDefinition;
  readonly address: Address;
  readonly offeringToken: Address;
  readonly lpToken: Address;
  readonly startBlock: number;
  readonly endBlock: number;
}

/** A pool's terms and totals as the chain reads them. */
export interface OfferingPool {
  readonly kind: PoolKind;
  /** The pid the sale contract takes (version 1's only pool is the unlimited one). */
  readonly pid: 0 | 1;
  /** Offering tokens the pool sells. */
  readonly offeringAmount: bigint;
  /** LP the pool raises. */
  readonly raisingAmount: bigint;
  /** LP committed by everyone. */
  readonly totalAmount: bigint;
  /** LP per user, 0 without a limit. */
  readonly limitPerUser: bigint;
  readonly hasTax: boolean;
  /** The overflow tax rate now, 1e12 is 100%; 0 without a tax. */
  readonly taxRate: bigint;
}

/** The connected account's part in a pool. */
export interface UserPool {
  /** LP committed. */
  readonly amount: bigint;
  /** Whether the pool was harvested. */
  readonly claimed: boolean;
  /** Offering tokens the commitment buys, as things stand (final after the end). */
  readonly offeringAmount: bigint;
  /** LP refunded, after the tax. */
  readonly refundingAmount: bigint;
  /** LP kept as the overflow tax. */
  readonly taxAmount: bigint;
  /** Share of the pool, 1e12 is the whole pool. */
  readonly allocation: bigint;
}

/** An offering with its chain reads. */
export interface Offering extends OfferingConfig {
  /** Version 2: basic then unlimited; version 1: its one unlimited pool. Empty while unread. */
  readonly pools: readonly OfferingPool[];
  /** By pool, in `pools`' order; undefined without an account or while loading. */
  readonly userPools: readonly UserPool[] | undefined;
}
