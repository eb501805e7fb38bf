import { toUsdValue } from "../../../shared/format/index.ts";

/** A staking pool as the total counts it: everything staked in it, at its staking token's price. */
export interface LockedPool {
  readonly totalStaked: bigint;
  readonly stakingToken: { readonly decimals: number };
  /** US dollars per whole staking token; null when no priced pair exists. */
  readonly stakingTokenPrice: number | null;
}

/** The auto CAKE vault as the total counts it; raw CAKE units. */
export interface LockedVault {
  /** All the CAKE the vault manages: idle in the vault and staked in the manual CAKE pool. */
  readonly totalCake: bigint;
  /** The vault's stake in the manual CAKE pool, which that pool's total already holds. */
  readonly stakedInManualPool: bigint;
}

export interface TotalValueLockedInput {
  /** Each farm's LP staked in MasterChef in US dollars; null where its quote token has no price. */
  readonly farms: readonly { readonly liquidityUsd: number | null }[];
  readonly pools: readonly LockedPool[];
  /** Null on a chain without a vault. */
  readonly vault: LockedVault | null;
  readonly cakeDecimals: number;
  /** Null while CAKE has no price. */
  readonly cakePriceUsd: number | null;
}

/** Unpriced amounts count nothing. */
function usdOf(raw: bigint, decimals: number, price: number | null): number {
  return toUsdValue(raw, decimals, price) ?? 0;
}

/**
 * Total value locked in US dollars: LP staked in the farms, tokens staked in the pools and the vault's
 * CAKE. The vault keeps its CAKE staked in the manual CAKE pool, so only what it holds beyond that stake
 * is added, or that CAKE would count twice. Parts without a price count nothing rather than hiding the
 * rest.
 */
export function computeTotalValueLocked(input: TotalValueLockedInput): number {
  const farms = input.farms.reduce(
    (sum, farm) =>
      sum + (farm.liquidityUsd !== null && Number.isFinite(farm.liquidityUsd) ? farm.liquidityUsd : 0),
    0,
  );
  const pools = input.pools.reduce(
    (sum, pool) => sum + usdOf(pool.totalStaked, pool.stakingToken.decimals, pool.stakingTokenPrice),
    0,
  );
  const { vault } = input;
  const vaultOutsidePools =
    vault === null || vault.totalCake <= vault.stakedInManualPool
      ? 0n
      : vault.totalCake - vault.stakedInManualPool;
  return farms + pools + usdOf(vaultOutsidePools, input.cakeDecimals, input.cakePriceUsd);
}
