import type { CakePriceSources } from "./findCakePriceSources.ts";

/** A pair's reserves in token0, token1 order, as getReserves returns them. */
export type PairReserves = readonly [reserve0: bigint, reserve1: bigint];

/** Digits kept when the exact ratio is turned into a float for display. */
const PRECISION = 10n ** 18n;

/**
 * CAKE's price in dollars from the pools' spot prices: CAKE in WBNB times WBNB in BUSD.
 * WBNB's decimals cancel out; CAKE's and BUSD's do not. Null while a pool is empty, since an
 * empty pool has no price.
 */
export function computeCakePriceUsd(
  sources: CakePriceSources,
  cakeWbnbReserves: PairReserves,
  wbnbBusdReserves: PairReserves,
): number | null {
  const [cakeReserve, wbnbReserveA] = sources.cakeWbnb.cakeIsToken0
    ? cakeWbnbReserves
    : [cakeWbnbReserves[1], cakeWbnbReserves[0]];
  const [wbnbReserveB, busdReserve] = sources.wbnbBusd.wbnbIsToken0
    ? wbnbBusdReserves
    : [wbnbBusdReserves[1], wbnbBusdReserves[0]];
  if (cakeReserve === 0n || wbnbReserveA === 0n || wbnbReserveB === 0n || busdReserve === 0n) return null;

  const numerator = wbnbReserveA * busdReserve * 10n ** BigInt(sources.cakeDecimals) * PRECISION;
  const denominator = cakeReserve * wbnbReserveB * 10n ** BigInt(sources.busdDecimals);
  return Number(numerator / denominator) / Number(PRECISION);
}
