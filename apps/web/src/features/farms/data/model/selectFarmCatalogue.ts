import type { DeploymentManifest } from "@griddle/sdk";
import type { FarmConfig } from "../../model/Farm.ts";
import { PUBLIC_CHAIN_FARMS } from "../config/publicChainFarms.ts";
import { toLocalFarmCatalogue } from "./toLocalFarmCatalogue.ts";

/**
 * The farms of the app's chain: the local deployment's when there is one, else the published
 * catalogue of BNB Smart Chain or its testnet (none on any other chain).
 */
export function selectFarmCatalogue(
  chainId: number,
  manifest: DeploymentManifest | null,
): readonly FarmConfig[] {
  if (manifest !== null) return toLocalFarmCatalogue(manifest);
  return PUBLIC_CHAIN_FARMS[chainId] ?? [];
}
