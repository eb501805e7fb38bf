/** Fixed gas limits of spec 000 section 9: vault calls, the vault's bounty harvest, and the generic one. */
export const VAULT_GAS_LIMIT = 380_000n;
export const VAULT_HARVEST_GAS_LIMIT = 300_000n;
/** Pool and farm (MasterChef) calls. */
export const DEFAULT_GAS_LIMIT = 200_000n;
