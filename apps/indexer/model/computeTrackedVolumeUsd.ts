/** One token's side of a swap. */
export interface SwapSide {
  /** Amount in plus amount out, in whole tokens. */
  readonly amount: number;
  /** The token's USD price when the swap happened; 0 when unknown. */
  readonly priceUsd: number;
  /** Whether the token is on the pricing whitelist. */
  readonly whitelisted: boolean;
}

function isTracked(side: SwapSide): boolean {
  return side.whitelisted && side.priceUsd > 0;
}

/**
 * The swap's volume in USD as Uniswap v2's subgraph counts it: only whitelisted, priced sides
 * count, so an unlisted token cannot inflate volume with a made-up price. When both sides count
 * their average is taken, since both describe the same trade (counting both would double it).
 */
export function computeTrackedVolumeUsd(side0: SwapSide, side1: SwapSide): number {
  const usd0 = side0.amount * side0.priceUsd;
  const usd1 = side1.amount * side1.priceUsd;
  if (isTracked(side0) && isTracked(side1)) return (usd0 + usd1) / 2;
  if (isTracked(side0)) return usd0;
  if (isTracked(side1)) return usd1;
  return 0;
}
