import type { Address } from "viem";

/** The tokens USD prices are derived through, all lowercase like the indexer's ids. */
export interface PricingTokens {
  /** Priced at 1 BNB: every other token's BNB price leads back to it. */
  readonly wbnb: Address;
  /** The dollar stablecoin whose WBNB pair sets the BNB price in USD. */
  readonly busd: Address;
  /**
   * Tokens a price can be read from, in order of preference (WBNB, BUSD, USDT, CAKE). Only their
   * side of a swap counts towards tracked volume, so an unlisted token cannot inflate volumes.
   */
  readonly whitelist: readonly Address[];
}
