import type { Address } from "viem";
import type { PricedToken } from "./PriceBases.ts";
import type { PriceBaseName, PriceRoute, TokenPricePlan } from "./planTokenPrices.ts";

/** A pair's reserves in token0, token1 order, as getReserves returns them. */
export type PairReserves = readonly [reserve0: bigint, reserve1: bigint];

/** Digits kept when the exact reserve ratio is turned into a float. */
const PRECISION = 10n ** 18n;

interface RouteQuote {
  readonly price: number;
  /** The dollar value of the base side: how much the price can be trusted. */
  readonly depthUsd: number;
}

function quote(
  route: PriceRoute,
  tokenDecimals: number,
  base: PricedToken,
  basePrice: number,
  reserves: PairReserves,
): RouteQuote | null {
  const [tokenReserve, baseReserve] = route.tokenIsToken0 ? reserves : [reserves[1], reserves[0]];
  if (tokenReserve === 0n || baseReserve === 0n) return null;
  const ratio =
    Number(
      (baseReserve * 10n ** BigInt(tokenDecimals) * PRECISION) /
        (tokenReserve * 10n ** BigInt(base.decimals)),
    ) / Number(PRECISION);
  return { price: ratio * basePrice, depthUsd: (Number(baseReserve) / 10 ** base.decimals) * basePrice };
}

/**
 * Each planned token's price in US dollars, from the pairs' reserves: BUSD is $1, and every other
 * token takes the spot price of its deepest pair (by the dollar value of the base side) among those
 * with reserves on both sides and a priced base. Null where no such pair exists.
 * `reserves` follows `plan.pairs`; null or missing marks a pair that does not exist or was not read.
 */
export function computeTokenPricesUsd(
  plan: TokenPricePlan,
  reserves: readonly (PairReserves | null | undefined)[],
): readonly (number | null)[] {
  const reservesByPair = new Map<Address, PairReserves>();
  plan.pairs.forEach((pair, index) => {
    const pairReserves = reserves[index];
    if (pairReserves) reservesByPair.set(pair, pairReserves);
  });
  const basePrices: Record<PriceBaseName, number | null> = { dollar: 1, wrappedNative: null, cake: null };

  function bestPrice(routes: readonly PriceRoute[], tokenDecimals: number): number | null {
    let best: RouteQuote | null = null;
    for (const route of routes) {
      const basePrice = basePrices[route.base];
      const pairReserves = reservesByPair.get(route.pair);
      if (basePrice === null || !pairReserves) continue;
      const candidate = quote(route, tokenDecimals, plan.bases[route.base], basePrice, pairReserves);
      if (candidate && (!best || candidate.depthUsd > best.depthUsd)) best = candidate;
    }
    return best?.price ?? null;
  }

  basePrices.wrappedNative = bestPrice(plan.wrappedNativeRoutes, plan.bases.wrappedNative.decimals);
  basePrices.cake = bestPrice(plan.cakeRoutes, plan.bases.cake.decimals);
  return plan.tokens.map((token) =>
    token.kind === "base" ? basePrices[token.base] : bestPrice(token.routes, token.decimals),
  );
}
