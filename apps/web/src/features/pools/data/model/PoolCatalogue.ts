import type { PoolConfig } from "../../model/Pool.ts";

/**
 * Where a chain's pools tell their total stake. Griddle's contracts count it on every deposit and
 * withdrawal (`totalStaked`): exact even where the staked token is also the reward token, whose
 * balance holds the unpaid rewards too, and unmoved by tokens sent to the pool. PancakeSwap's published
 * contracts have no such counter, so there the staked token's balance at the pool is read, as
 * PancakeSwap does (MasterChef mints CAKE rewards to SyrupBar, so its own CAKE is stakes only, and
 * PancakeSwap's BnbStaking keeps its stakes as WBNB).
 */
export type TotalStakedSource = "stakeCounter" | "tokenBalance";

/** The pools of the app's chain, manual CAKE pool first, then by ascending sousId. */
export interface PoolCatalogue {
  readonly pools: readonly PoolConfig[];
  readonly totalStakedSource: TotalStakedSource;
}
