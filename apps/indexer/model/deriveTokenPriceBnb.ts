/**
 * Below this much BNB on the whitelisted side a pair is too thin to price a token: a dust pool
 * would otherwise set any price its creator likes. About 2 BNB of liquidity in all, as in
 * Uniswap v2's subgraph.
 */
export const MINIMUM_BASE_LIQUIDITY_BNB = 1;

/** One pair of the token with a whitelisted base token, at its current reserves. */
export interface PriceQuote {
  /** The base token's place in the whitelist: lower is preferred (WBNB first). */
  readonly whitelistRank: number;
  /** The priced token's reserve, in whole tokens. */
  readonly tokenReserve: number;
  /** The base token's reserve, in whole tokens. */
  readonly baseReserve: number;
  /** The base token's own price in BNB. */
  readonly baseDerivedBnb: number;
}

/**
 * A token's price in BNB from its most preferred pair with a whitelisted token (its WBNB pair,
 * else BUSD, USDT, CAKE) whose base side holds at least `minimumBaseLiquidityBnb`; 0 when no pair
 * qualifies. WBNB itself is 1 by definition and is not derived here.
 */
export function deriveTokenPriceBnb(
  quotes: readonly PriceQuote[],
  minimumBaseLiquidityBnb: number = MINIMUM_BASE_LIQUIDITY_BNB,
): number {
  const usable = quotes
    .filter(
      (quote) =>
        quote.tokenReserve > 0 && quote.baseReserve * quote.baseDerivedBnb >= minimumBaseLiquidityBnb,
    )
    .sort((a, b) => a.whitelistRank - b.whitelistRank);
  const best = usable[0];
  return best === undefined ? 0 : (best.baseReserve / best.tokenReserve) * best.baseDerivedBnb;
}
