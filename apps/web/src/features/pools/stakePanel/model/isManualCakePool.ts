import type { PoolConfig } from "../../model/Pool.ts";

/**
 * Whether the pool is MasterChef's pool 0, the manual CAKE pool: staked through enterStaking and
 * leaveStaking, and the one pool that earns what it stakes, so it can compound.
 */
export function isManualCakePool(pool: Pick<PoolConfig, "sousId">): boolean {
  return pool.sousId === 0;
}
