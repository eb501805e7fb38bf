import type { Address } from "viem";
import { Pair, Token, type PairDeployment } from "@griddle/sdk";
import type { PricedToken, PriceBases } from "./PriceBases.ts";

export type PriceBaseName = keyof PriceBases;

/** A pair a token can be priced through: its other side is a base whose price is known first. */
export interface PriceRoute {
  readonly pair: Address;
  readonly base: PriceBaseName;
  /** Whether the priced token is the pair's token0 (the lower address), which getReserves lists first. */
  readonly tokenIsToken0: boolean;
}

/** How one requested token gets its price: it is a base itself, or it goes through pairs. */
export type TokenPriceRoutes =
  | { readonly kind: "base"; readonly base: PriceBaseName }
  | { readonly kind: "pairs"; readonly decimals: number; readonly routes: readonly PriceRoute[] };

export interface TokenPricePlan {
  readonly bases: PriceBases;
  /** Every pair whose reserves are needed, each once, in first-use order. */
  readonly pairs: readonly Address[];
  readonly wrappedNativeRoutes: readonly PriceRoute[];
  readonly cakeRoutes: readonly PriceRoute[];
  /** Per requested token, in the order asked. */
  readonly tokens: readonly TokenPriceRoutes[];
}

/**
 * Bases in the order their prices are settled: each may only be priced through the ones before it,
 * so no price depends on itself.
 */
const BASE_ORDER: readonly PriceBaseName[] = ["dollar", "wrappedNative", "cake"];

function sameAddress(a: Address, b: Address): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The pairs each token's dollar price can come from: the token against BUSD, WBNB and CAKE (WBNB only
 * against BUSD, CAKE against BUSD and WBNB). Pair addresses come from CREATE2, so pairs created after
 * the deployment count too; a pair that does not exist simply fails its read.
 */
export function planTokenPrices(
  tokens: readonly PricedToken[],
  bases: PriceBases,
  deployment: PairDeployment,
  chainId: number,
): TokenPricePlan {
  const pairs: Address[] = [];
  const asToken = ({ address, decimals }: PricedToken) => new Token(chainId, address, decimals, "", "");

  function routesTo(token: PricedToken, baseNames: readonly PriceBaseName[]): readonly PriceRoute[] {
    return baseNames.flatMap((base) => {
      const baseToken = bases[base];
      if (sameAddress(baseToken.address, token.address)) return [];
      const pair = Pair.getAddress(asToken(token), asToken(baseToken), deployment);
      if (!pairs.includes(pair)) pairs.push(pair);
      return [{ pair, base, tokenIsToken0: token.address.toLowerCase() < baseToken.address.toLowerCase() }];
    });
  }

  const wrappedNativeRoutes = routesTo(bases.wrappedNative, BASE_ORDER.slice(0, 1));
  const cakeRoutes = routesTo(bases.cake, BASE_ORDER.slice(0, 2));
  const tokenRoutes = tokens.map((token): TokenPriceRoutes => {
    const base = BASE_ORDER.find((name) => sameAddress(bases[name].address, token.address));
    if (base !== undefined) return { kind: "base", base };
    return { kind: "pairs", decimals: token.decimals, routes: routesTo(token, BASE_ORDER) };
  });
  return { bases, pairs, wrappedNativeRoutes, cakeRoutes, tokens: tokenRoutes };
}
