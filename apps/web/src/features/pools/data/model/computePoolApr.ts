import { formatUnits } from "viem";
import { BLOCKS_PER_YEAR } from "../../../../shared/chain/index.ts";

export interface ComputePoolAprParameters {
  /** US dollars per whole token; null when unknown. */
  readonly stakingTokenPrice: number | null;
  readonly earningTokenPrice: number | null;
  /** Raw staking-token units staked in the pool. */
  readonly totalStaked: bigint;
  readonly stakingTokenDecimals: number;
  /** Raw earning-token units paid per block. */
  readonly tokenPerBlock: bigint;
  readonly earningTokenDecimals: number;
}

/**
 * A pool's APR in percent per year: the dollar value of a year of rewards (reward per block times
 * blocks per year) over the dollar value staked. Null when a price is unknown, nothing is staked, or
 * the result is not a finite number.
 */
export function computePoolApr(parameters: ComputePoolAprParameters): number | null {
  const { stakingTokenPrice, earningTokenPrice, totalStaked, tokenPerBlock } = parameters;
  if (stakingTokenPrice === null || earningTokenPrice === null || totalStaked === 0n) return null;
  const yearlyRewardUsd =
    earningTokenPrice * Number(formatUnits(tokenPerBlock, parameters.earningTokenDecimals)) * BLOCKS_PER_YEAR;
  const stakedUsd = stakingTokenPrice * Number(formatUnits(totalStaked, parameters.stakingTokenDecimals));
  const apr = (yearlyRewardUsd / stakedUsd) * 100;
  return Number.isFinite(apr) ? apr : null;
}
