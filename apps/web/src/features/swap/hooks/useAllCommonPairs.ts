import { useMemo } from "react";
import { CurrencyAmount, griddlePairAbi, Pair, type Currency, type Token } from "@griddle/sdk";
import { useAppChainConfig, useChainReads } from "../../../shared/chain/index.ts";
import { useAllTokens } from "../../tokens/index.ts";

interface CandidatePair {
  readonly tokenA: Token;
  readonly tokenB: Token;
  readonly address: `0x${string}`;
}

function candidatePairs(
  tokens: readonly Token[],
  deployment: Parameters<typeof Pair.getAddress>[2],
): CandidatePair[] {
  const candidates: CandidatePair[] = [];
  tokens.forEach((tokenA, index) => {
    for (const tokenB of tokens.slice(index + 1)) {
      candidates.push({ tokenA, tokenB, address: Pair.getAddress(tokenA, tokenB, deployment) });
    }
  });
  return candidates;
}

export interface CommonPairs {
  readonly pairs: Pair[];
  /** False until the first reserves arrive: no route yet does not mean no liquidity. */
  readonly loaded: boolean;
}

/**
 * Every pool the route search may use: each pair among the chain's tokens (and the two currencies
 * on screen), addressed by CREATE2 without asking the factory, with reserves from one batched read
 * per block. Pairs that do not exist or are empty are left out.
 */
export function useAllCommonPairs(
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
): CommonPairs {
  const { contracts, pairInitCodeHash } = useAppChainConfig();
  const tokens = useAllTokens();
  const candidates = useMemo(() => {
    const all = [...tokens];
    for (const currency of [currencyA, currencyB]) {
      if (currency && !all.some((token) => token.equals(currency.wrapped))) all.push(currency.wrapped);
    }
    return candidatePairs(all, { factory: contracts.factory, initCodeHash: pairInitCodeHash });
  }, [tokens, currencyA, currencyB, contracts.factory, pairInitCodeHash]);
  const reads = useMemo(
    () =>
      candidates.map(
        ({ address }) => ({ address, abi: griddlePairAbi, functionName: "getReserves" }) as const,
      ),
    [candidates],
  );
  const { data } = useChainReads(reads);
  const pairs = useMemo(
    () =>
      candidates.flatMap(({ tokenA, tokenB, address }, index) => {
        const reserves = data?.[index];
        if (!reserves || reserves[0] === 0n || reserves[1] === 0n) return [];
        const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
        return [
          new Pair(
            CurrencyAmount.fromRawAmount(token0, reserves[0]),
            CurrencyAmount.fromRawAmount(token1, reserves[1]),
            address,
          ),
        ];
      }),
    [candidates, data],
  );
  return { pairs, loaded: data !== undefined };
}
