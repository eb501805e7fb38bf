import type { DeploymentManifest } from "@griddle/sdk";
import { PUBLIC_CHAIN_FARMS } from "../config/publicChainFarms.ts";
import type { FarmCatalogue } from "./FarmCatalogue.ts";
import { toLocalFarmCatalogue } from "./toLocalFarmCatalogue.ts";

const NO_FARMS: FarmCatalogue = { masterChef: undefined, farms: [] };

/**
 * The farms of the app's chain: the local deployment's when there is one, else the published
 * catalogue of BNB Smart Chain or its testnet (none on any other chain).
 */
export function selectFarmCatalogue(chainId: number, manifest: DeploymentManifest | null): FarmCatalogue {
  if (manifest !== null) {
    return { masterChef: manifest.staking.masterChef, farms: toLocalFarmCatalogue(manifest) };
  }
  return PUBLIC_CHAIN_FARMS[chainId] ?? NO_FARMS;
}
