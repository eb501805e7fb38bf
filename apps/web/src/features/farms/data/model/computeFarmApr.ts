import { BLOCKS_PER_YEAR } from "../../../../shared/chain/index.ts";

export interface ComputeFarmAprParameters {
  /** Whole CAKE emitted per block across all of MasterChef's pools. */
  readonly cakePerBlock: number;
  /** The farm's share of that emission, 0 to 1. */
  readonly poolWeight: number;
  readonly cakePriceUsd: number | null;
  /** US dollars of LP staked in the farm. */
  readonly liquidityUsd: number | null;
}

/**
 * A farm's base APR in percent per year (issue 7): CAKE per block times blocks per year times the
 * pool weight, valued in dollars, over the dollar value of LP staked in MasterChef. Null when a
 * price or the liquidity is unknown, or the result is not finite (nothing staked).
 */
export function computeFarmApr(parameters: ComputeFarmAprParameters): number | null {
  const { cakePerBlock, poolWeight, cakePriceUsd, liquidityUsd } = parameters;
  if (cakePriceUsd === null || liquidityUsd === null) return null;
  const yearlyCakeRewardAllocation = cakePerBlock * BLOCKS_PER_YEAR * poolWeight;
  const apr = ((yearlyCakeRewardAllocation * cakePriceUsd) / liquidityUsd) * 100;
  return Number.isFinite(apr) ? apr : null;
}
