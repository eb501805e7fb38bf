import type { Pool, PoolConfig, PoolUserData } from "../../model/Pool.ts";
import { computePoolApr } from "./computePoolApr.ts";
import type { PoolChainState } from "./parsePoolPublicReads.ts";

export interface PoolPrices {
  /** US dollars per whole token; null when unknown. */
  readonly stakingTokenPrice: number | null;
  readonly earningTokenPrice: number | null;
}

/**
 * One pool as the screens show it at `currentBlock`: finished once its end block is reached (the
 * manual CAKE pool never is), and then earning 0% since it pays nothing more. The reward per block
 * is the one read from the chain.
 */
export function toPool(
  config: PoolConfig,
  state: PoolChainState,
  prices: PoolPrices,
  userData: PoolUserData | undefined,
  currentBlock: number,
): Pool {
  const isFinished = state.endBlock !== null && state.endBlock <= currentBlock;
  const apr = isFinished
    ? 0
    : computePoolApr({
        stakingTokenPrice: prices.stakingTokenPrice,
        earningTokenPrice: prices.earningTokenPrice,
        totalStaked: state.totalStaked,
        stakingTokenDecimals: config.stakingToken.decimals,
        tokenPerBlock: state.tokenPerBlock,
        earningTokenDecimals: config.earningToken.decimals,
      });
  return {
    ...config,
    tokenPerBlock: state.tokenPerBlock,
    startBlock: state.startBlock,
    endBlock: state.endBlock,
    totalStaked: state.totalStaked,
    stakingLimit: state.stakingLimit,
    isFinished,
    stakingTokenPrice: prices.stakingTokenPrice,
    earningTokenPrice: prices.earningTokenPrice,
    apr,
    userData,
  };
}
