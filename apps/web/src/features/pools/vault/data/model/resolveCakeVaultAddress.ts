import type { Address } from "viem";
import type { DeploymentManifest } from "@griddle/sdk";

/** PancakeSwap's auto CAKE vault on BNB Smart Chain; it published none on the testnet. */
const publicChainCakeVaults: Readonly<Record<number, Address>> = {
  56: "0xa80240Eb5d7E05d3F250cF000eEc0891d00b51CC",
};

/** The auto-compounding CAKE vault of the app's chain; null where there is none. */
export function resolveCakeVaultAddress(
  chainId: number,
  manifest: DeploymentManifest | null,
): Address | null {
  if (manifest !== null) return manifest.staking.cakeVault;
  return publicChainCakeVaults[chainId] ?? null;
}
