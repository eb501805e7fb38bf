import type { Pool } from "../../model/Pool.ts";

/** Whether the account still has tokens in an ended pool: only then does the Finished tab show. */
export function hasStakeInFinishedPools(pools: readonly Pool[]): boolean {
  return pools.some((pool) => pool.isFinished && (pool.userData?.stakedBalance ?? 0n) > 0n);
}
