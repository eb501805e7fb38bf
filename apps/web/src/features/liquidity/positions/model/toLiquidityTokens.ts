import { Pair, Token, type PairDeployment } from "@griddle/sdk";

/**
 * The LP token of each pair of tokens, addressed by CREATE2, so balances can be read before knowing
 * whether the pairs exist. Named like the SDK's `pair.liquidityToken`, which equals it.
 */
export function toLiquidityTokens(
  tokenPairs: readonly (readonly [Token, Token])[],
  deployment: PairDeployment,
): readonly Token[] {
  return tokenPairs.map(
    ([tokenA, tokenB]) =>
      new Token(tokenA.chainId, Pair.getAddress(tokenA, tokenB, deployment), 18, "Griddle-LP", "Griddle LPs"),
  );
}
