import type { Address } from "viem";
import type { PricedToken } from "../../../price/index.ts";
import type { FarmConfig } from "../../model/Farm.ts";

/**
 * The tokens whose dollar prices the farms need, each once: CAKE (the reward) first, then every
 * farm's quote token. Farm tokens themselves are priced through their own pair.
 */
export function farmPriceTokens(farms: readonly FarmConfig[], cake: Address): readonly PricedToken[] {
  const byAddress = new Map<string, PricedToken>([[cake.toLowerCase(), { address: cake, decimals: 18 }]]);
  for (const { quoteToken } of farms) {
    const key = quoteToken.address.toLowerCase();
    if (!byAddress.has(key))
      byAddress.set(key, { address: quoteToken.address, decimals: quoteToken.decimals });
  }
  return [...byAddress.values()];
}
