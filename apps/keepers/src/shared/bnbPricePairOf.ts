import type { DeploymentManifest } from "@griddle/sdk";
import { isAddressEqual, type Address } from "viem";
import { KeeperSetupError } from "./KeeperSetupError.ts";

/** The AMM pair that prices BNB in USD (WBNB-BUSD), as the keepers read and trade it. */
export interface BnbPricePair {
  readonly pair: Address;
  readonly wbnb: Address;
  /** The pair's USD stablecoin (BUSD). */
  readonly usd: Address;
  readonly wbnbIsToken0: boolean;
  readonly wbnbDecimals: number;
  readonly usdDecimals: number;
}

/** What bnbPricePairOf reads of the manifest. */
export type BnbPricePairManifest = Pick<DeploymentManifest, "pairs" | "tokens"> & {
  readonly contracts: { readonly wbnb: Address };
  readonly prediction: { readonly pricePair: Address };
};

/** The manifest's `prediction.pricePair`, the pair the game's price comes from, with its tokens' sides and decimals. */
export function bnbPricePairOf(manifest: BnbPricePairManifest): BnbPricePair {
  const { pricePair } = manifest.prediction;
  const listed = manifest.pairs.find((candidate) => isAddressEqual(candidate.address, pricePair));
  if (listed === undefined)
    throw new KeeperSetupError(`The manifest lists no pair ${pricePair} to price BNB with`);
  const wbnb = manifest.contracts.wbnb;
  const wbnbIsToken0 = isAddressEqual(listed.token0, wbnb);
  if (!wbnbIsToken0 && !isAddressEqual(listed.token1, wbnb)) {
    throw new KeeperSetupError(`The price pair ${pricePair} has no WBNB side`);
  }
  const usd = wbnbIsToken0 ? listed.token1 : listed.token0;
  const decimalsOf = (address: Address) => {
    const token = manifest.tokens.find((candidate) => isAddressEqual(candidate.address, address));
    if (token === undefined)
      throw new KeeperSetupError(`The manifest lists no token ${address} of pair ${pricePair}`);
    return token.decimals;
  };
  return {
    pair: pricePair,
    wbnb,
    usd,
    wbnbIsToken0,
    wbnbDecimals: decimalsOf(wbnb),
    usdDecimals: decimalsOf(usd),
  };
}
