import type { Address } from "viem";

/** A token as pricing needs it: where it is and how its raw amounts scale. */
export interface PricedToken {
  readonly address: Address;
  readonly decimals: number;
}

/**
 * The tokens every price is reached through: the dollar stablecoin (BUSD, worth $1 by definition),
 * the wrapped native coin (priced in BUSD) and CAKE (priced in BUSD or through WBNB).
 */
export interface PriceBases {
  readonly dollar: PricedToken;
  readonly wrappedNative: PricedToken;
  readonly cake: PricedToken;
}
