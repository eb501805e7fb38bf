/**
 * The BNB price in USD with `decimals` decimals, from a WBNB-stablecoin pair's reserves (both tokens
 * with 18 decimals), rounded down.
 */
export function bnbPriceFromReserves(wbnbReserve: bigint, usdReserve: bigint, decimals: number): bigint {
  if (wbnbReserve === 0n) throw new RangeError("The BNB pair has no WBNB reserve to price BNB from");
  return (usdReserve * 10n ** BigInt(decimals)) / wbnbReserve;
}
