import type { Pool } from "../../model/Pool.ts";
import type { Vault } from "../../vault/model/Vault.ts";

/**
 * One entry of the pools list: a catalogued pool, or the auto CAKE vault. The vault stakes in the
 * manual CAKE pool, so it carries that pool for its tokens, prices and base APR.
 */
export type PoolListItem =
  | { readonly kind: "pool"; readonly key: string; readonly pool: Pool }
  | { readonly kind: "vault"; readonly key: string; readonly vault: Vault; readonly cakePool: Pool };

/** The manual CAKE pool's sousId (MasterChef pool 0), where the vault stakes. */
export const MANUAL_CAKE_POOL_SOUS_ID = 0;

/** The vault (once its data and the manual CAKE pool it stakes in are known) followed by every pool. */
export function buildPoolListItems(pools: readonly Pool[], vault: Vault | undefined): PoolListItem[] {
  const items: PoolListItem[] = pools.map((pool) => ({ kind: "pool", key: `pool-${pool.sousId}`, pool }));
  const cakePool = pools.find((pool) => pool.sousId === MANUAL_CAKE_POOL_SOUS_ID);
  if (vault === undefined || cakePool === undefined) return items;
  return [{ kind: "vault", key: "vault", vault, cakePool }, ...items];
}

/** The pool whose tokens the item shows: the pool itself, or the manual CAKE pool for the vault. */
export function poolOf(item: PoolListItem): Pool {
  return item.kind === "vault" ? item.cakePool : item.pool;
}
