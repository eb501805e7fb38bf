import { useMemo } from "react";
import type { Currency, Pair, Token } from "@griddle/sdk";
import { PairState, usePairs } from "../../pairs/index.ts";
import { useAllTokens } from "../../tokens/index.ts";

function allTokenPairs(tokens: readonly Token[]): (readonly [Token, Token])[] {
  return tokens.flatMap((tokenA, index) =>
    tokens.slice(index + 1).map((tokenB) => [tokenA, tokenB] as const),
  );
}

/** What a form with a currency still to choose needs: no trade can be quoted without both. */
const NO_TOKEN_PAIRS: readonly (readonly [Token, Token])[] = [];

export interface CommonPairs {
  readonly pairs: Pair[];
  /** False until the first reserves arrive: no route yet does not mean no liquidity. */
  readonly loaded: boolean;
}

/**
 * Every pool the route search may use: each pair among the chain's tokens (and the two currencies
 * on screen), read in one batch per block. Pairs that do not exist or are empty are left out.
 * Nothing is read until both currencies are chosen: the pairs of 14 tokens are 91 CREATE2 addresses
 * (three keccak256 hashes each) and 91 reserve reads, which the page opened with one currency (the
 * default /swap) would compute and decode on its first render for no trade.
 */
export function useAllCommonPairs(
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
): CommonPairs {
  const tokens = useAllTokens();
  const tokenPairs = useMemo(() => {
    if (!currencyA || !currencyB) return NO_TOKEN_PAIRS;
    const all = [...tokens];
    for (const currency of [currencyA, currencyB]) {
      if (!all.some((token) => token.equals(currency.wrapped))) all.push(currency.wrapped);
    }
    return allTokenPairs(all);
  }, [tokens, currencyA, currencyB]);
  const results = usePairs(tokenPairs);
  return useMemo(
    () => ({
      pairs: results.flatMap(([state, pair]) =>
        state === PairState.EXISTS && pair && pair.reserve0.quotient !== 0n && pair.reserve1.quotient !== 0n
          ? [pair]
          : [],
      ),
      loaded: results.every(([state]) => state !== PairState.LOADING),
    }),
    [results],
  );
}
