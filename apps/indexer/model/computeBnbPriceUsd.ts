/**
 * The BNB price in USD that the WBNB-BUSD pair's reserves imply (BUSD counted at $1), or 0 while
 * the pair holds no WBNB. Reserves are in whole tokens.
 */
export function computeBnbPriceUsd(wbnbReserve: number, busdReserve: number): number {
  return wbnbReserve > 0 ? busdReserve / wbnbReserve : 0;
}
