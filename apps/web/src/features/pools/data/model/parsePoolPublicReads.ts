import type { PoolConfig } from "../../model/Pool.ts";
import { safeNumberOrNull, uintAt, uintOrNull } from "../../../../shared/chain/index.ts";

/** A pool's state on chain at one block, raw units. */
export interface PoolChainState {
  readonly startBlock: number;
  /** null for the manual CAKE pool, which never ends. */
  readonly endBlock: number | null;
  readonly totalStaked: bigint;
  /** 0n when the pool has no per-user limit (or no such function). */
  readonly stakingLimit: bigint;
  /** The reward per block now; the catalogue's when the pool's own could not be read. */
  readonly tokenPerBlock: bigint;
}

const POOL_INFO_ALLOC_POINT = 1;

function manualPoolTokenPerBlock(
  poolInfo: unknown,
  totalAllocPoint: unknown,
  cakePerBlock: unknown,
): bigint | null {
  const allocPoint = uintAt(poolInfo, POOL_INFO_ALLOC_POINT);
  const total = uintOrNull(totalAllocPoint);
  const emission = uintOrNull(cakePerBlock);
  if (allocPoint === null || total === null || emission === null) return null;
  return total === 0n ? 0n : (emission * allocPoint) / total;
}

/**
 * Reads back the results of poolPublicCalls for one pool. Null when the start block, end block or
 * total staked did not answer: without them the pool cannot be placed as live or finished. A missing
 * poolLimitPerUser means no limit (older pools lack the function).
 */
export function parsePoolPublicReads(pool: PoolConfig, results: readonly unknown[]): PoolChainState | null {
  if (pool.sousId === 0) {
    const [startBlock, totalStaked, poolInfo, totalAllocPoint, cakePerBlock] = results;
    const start = safeNumberOrNull(startBlock);
    const staked = uintOrNull(totalStaked);
    if (start === null || staked === null) return null;
    return {
      startBlock: start,
      endBlock: null,
      totalStaked: staked,
      stakingLimit: 0n,
      tokenPerBlock: manualPoolTokenPerBlock(poolInfo, totalAllocPoint, cakePerBlock) ?? pool.tokenPerBlock,
    };
  }
  const [startBlock, bonusEndBlock, totalStaked, poolLimitPerUser, rewardPerBlock] = results;
  const start = safeNumberOrNull(startBlock);
  const end = safeNumberOrNull(bonusEndBlock);
  const staked = uintOrNull(totalStaked);
  if (start === null || end === null || staked === null) return null;
  return {
    startBlock: start,
    endBlock: end,
    totalStaked: staked,
    stakingLimit: uintOrNull(poolLimitPerUser) ?? 0n,
    tokenPerBlock: uintOrNull(rewardPerBlock) ?? pool.tokenPerBlock,
  };
}
