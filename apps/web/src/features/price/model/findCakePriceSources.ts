import { isAddressEqual, type Address } from "viem";
import type { DeployedPair, DeploymentManifest } from "@griddle/sdk";

/** The two pools CAKE's dollar price is read from, and which side of each holds which token. */
export interface CakePriceSources {
  readonly cakeWbnb: { readonly pair: Address; readonly cakeIsToken0: boolean };
  readonly wbnbBusd: { readonly pair: Address; readonly wbnbIsToken0: boolean };
  readonly cakeDecimals: number;
  readonly busdDecimals: number;
}

/** BUSD is the dollar reference; the deployment names it by symbol only. */
const DOLLAR_SYMBOL = "BUSD";

function findPair(
  pairs: readonly DeployedPair[],
  tokenA: Address,
  tokenB: Address,
): DeployedPair | undefined {
  return pairs.find(
    (pair) =>
      (isAddressEqual(pair.token0, tokenA) && isAddressEqual(pair.token1, tokenB)) ||
      (isAddressEqual(pair.token0, tokenB) && isAddressEqual(pair.token1, tokenA)),
  );
}

/** Finds the CAKE-WBNB and WBNB-BUSD pairs in a deployment; null when either is missing. */
export function findCakePriceSources(manifest: DeploymentManifest): CakePriceSources | null {
  const { cake, wbnb } = manifest.contracts;
  const busd = manifest.tokens.find((token) => token.symbol === DOLLAR_SYMBOL);
  const cakeToken = manifest.tokens.find((token) => isAddressEqual(token.address, cake));
  if (!busd || !cakeToken) return null;
  const cakeWbnb = findPair(manifest.pairs, cake, wbnb);
  const wbnbBusd = findPair(manifest.pairs, wbnb, busd.address);
  if (!cakeWbnb || !wbnbBusd) return null;
  return {
    cakeWbnb: { pair: cakeWbnb.address, cakeIsToken0: isAddressEqual(cakeWbnb.token0, cake) },
    wbnbBusd: { pair: wbnbBusd.address, wbnbIsToken0: isAddressEqual(wbnbBusd.token0, wbnb) },
    cakeDecimals: cakeToken.decimals,
    busdDecimals: busd.decimals,
  };
}
