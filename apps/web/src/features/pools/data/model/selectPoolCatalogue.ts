import type { DeploymentManifest } from "@griddle/sdk";
import { PUBLIC_CHAIN_POOLS } from "../config/publicChainPools.ts";
import type { PoolCatalogue } from "./PoolCatalogue.ts";
import { toLocalPoolCatalogue } from "./toLocalPoolCatalogue.ts";

/**
 * The pools of the app's chain: the local deployment's when there is one, else the published
 * catalogue of BNB Smart Chain or its testnet (none on any other chain).
 */
export function selectPoolCatalogue(chainId: number, manifest: DeploymentManifest | null): PoolCatalogue {
  if (manifest !== null) {
    return { pools: toLocalPoolCatalogue(manifest), totalStakedSource: "stakeCounter" };
  }
  return { pools: PUBLIC_CHAIN_POOLS[chainId] ?? [], totalStakedSource: "tokenBalance" };
}
