export { usePools } from "./data/usePools.ts";
export { useVault } from "./vault/data/useVault.ts";
export { useCakeVaultAddress } from "./vault/data/useCakeVaultAddress.ts";
export { convertSharesToCake } from "./actions/vault/model/convertVaultShares.ts";
export { useHarvestPool } from "./actions/hooks/useHarvestPool.ts";
export type { Pool, PoolConfig } from "./model/Pool.ts";
