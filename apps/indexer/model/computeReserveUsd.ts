/** One token's side of a pair's reserves. */
export interface ReserveSide {
  /** The reserve, in whole tokens. */
  readonly reserve: number;
  /** The token's USD price; 0 when unknown. */
  readonly priceUsd: number;
}

/**
 * A pair's liquidity in USD. When only one side has a price the pool's two sides are worth the
 * same (that is what the constant product keeps), so the priced side counts twice.
 */
export function computeReserveUsd(side0: ReserveSide, side1: ReserveSide): number {
  const usd0 = side0.reserve * side0.priceUsd;
  const usd1 = side1.reserve * side1.priceUsd;
  if (side0.priceUsd > 0 && side1.priceUsd > 0) return usd0 + usd1;
  return 2 * (usd0 + usd1);
}
