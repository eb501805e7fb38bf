import { toUsdValue } from "../../../shared/format/index.ts";

/** Every pair's LP token has 18 decimals. */
const LP_DECIMALS = 18;

export interface StakedValueInput {
  readonly farms: readonly {
    readonly userData: { readonly stakedBalance: bigint } | undefined;
    /** US dollars per whole LP token; null when unknown. */
    readonly lpTokenPriceUsd: number | null;
  }[];
  readonly pools: readonly {
    readonly userData: { readonly stakedBalance: bigint } | undefined;
    readonly stakingToken: { readonly decimals: number };
    readonly stakingTokenPrice: number | null;
  }[];
  /** Raw CAKE the account's vault shares are worth; 0n without a vault position. */
  readonly vaultCake: bigint;
  readonly cakeDecimals: number;
  readonly cakePriceUsd: number | null;
}

/** Unpriced amounts count nothing. */
function usdOf(raw: bigint, decimals: number, price: number | null): number {
  return toUsdValue(raw, decimals, price) ?? 0;
}

/**
 * The US dollar value of everything the account has staked: LP in farms, tokens in pools and CAKE in
 * the vault. Stakes whose token has no price count nothing.
 */
export function computeStakedValueUsd(input: StakedValueInput): number {
  const farms = input.farms.reduce(
    (sum, farm) => sum + usdOf(farm.userData?.stakedBalance ?? 0n, LP_DECIMALS, farm.lpTokenPriceUsd),
    0,
  );
  const pools = input.pools.reduce(
    (sum, pool) =>
      sum + usdOf(pool.userData?.stakedBalance ?? 0n, pool.stakingToken.decimals, pool.stakingTokenPrice),
    0,
  );
  return farms + pools + usdOf(input.vaultCake, input.cakeDecimals, input.cakePriceUsd);
}
