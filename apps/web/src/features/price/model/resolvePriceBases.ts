import type { Address } from "viem";
import type { DeploymentManifest } from "@griddle/sdk";
import { BSC_MAINNET_CHAIN_ID, BSC_TESTNET_CHAIN_ID, CAKE_DECIMALS } from "../../../shared/chain/index.ts";
import type { PricedToken, PriceBases } from "./PriceBases.ts";

/** BUSD is the dollar reference; the local deployment names it by symbol only. */
const DOLLAR_SYMBOL = "BUSD";

/** The wrapped native coin has 18 decimals on the public chains. */
const WRAPPED_NATIVE_DECIMALS = 18;

/** BUSD on BNB Smart Chain (56) and on its testnet (97), as PancakeSwap lists it. */
const publicChainDollars: Readonly<Record<number, PricedToken>> = {
  [BSC_MAINNET_CHAIN_ID]: { address: "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56", decimals: 18 },
  [BSC_TESTNET_CHAIN_ID]: { address: "0xeD24FC36d5Ee211Ea25A80239Fb8C4Cfd80f12Ee", decimals: 18 },
};

function findLocalToken(manifest: DeploymentManifest, address: Address): PricedToken | undefined {
  const lower = address.toLowerCase();
  return manifest.tokens.find((token) => token.address.toLowerCase() === lower);
}

/**
 * The price bases of the app's chain: from the deployment on the local chain (null when it has no
 * BUSD), from fixed facts on 56 and 97, null on any other chain.
 */
export function resolvePriceBases(
  chainId: number,
  contracts: { readonly wbnb: Address; readonly cake: Address },
  manifest: DeploymentManifest | null,
): PriceBases | null {
  if (manifest !== null) {
    const dollar = manifest.tokens.find((token) => token.symbol === DOLLAR_SYMBOL);
    const wrappedNative = findLocalToken(manifest, contracts.wbnb);
    const cake = findLocalToken(manifest, contracts.cake);
    if (!dollar || !wrappedNative || !cake) return null;
    return {
      dollar: { address: dollar.address, decimals: dollar.decimals },
      wrappedNative: { address: wrappedNative.address, decimals: wrappedNative.decimals },
      cake: { address: cake.address, decimals: cake.decimals },
    };
  }
  const dollar = publicChainDollars[chainId];
  if (!dollar) return null;
  return {
    dollar,
    wrappedNative: { address: contracts.wbnb, decimals: WRAPPED_NATIVE_DECIMALS },
    cake: { address: contracts.cake, decimals: CAKE_DECIMALS },
  };
}
