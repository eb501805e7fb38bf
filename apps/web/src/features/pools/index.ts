export { usePools } from "./data/usePools.ts";
export { useVault } from "./vault/data/useVault.ts";
export { convertSharesToCake } from "./stakePanel/vault/model/convertVaultShares.ts";
export { useHarvestPool } from "./stakePanel/hooks/useHarvestPool.ts";
export type { Pool, PoolConfig } from "./model/Pool.ts";
