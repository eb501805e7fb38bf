import type { DeployedPool } from "@griddle/sdk";

/** The reward tokens a SmartChef pool pays over its whole period: what it must be funded with. */
export function poolRewardTotal(pool: DeployedPool): bigint {
  if (pool.endBlock === null) throw new Error(`Pool ${pool.sousId} never ends, so it has no reward total`);
  return BigInt(pool.tokenPerBlock) * BigInt(pool.endBlock - pool.startBlock);
}
