import { Pair, type Currency, type PairDeployment, type Token } from "@griddle/sdk";
import type { Address } from "viem";

/** A pair worth reading: both tokens, and the address the factory creates it at. */
export interface PairCandidate {
  readonly tokenA: Token;
  readonly tokenB: Token;
  readonly address: Address;
}

/**
 * The pair each currency pair names, addressed by CREATE2 without asking the factory; null where
 * there is none to look for (a currency missing, the same token twice, tokens of two chains).
 * BNB stands for its wrapped token, which is what pairs hold.
 */
export function toPairCandidates(
  currencyPairs: readonly (readonly [Currency | undefined, Currency | undefined])[],
  deployment: PairDeployment,
): readonly (PairCandidate | null)[] {
  return currencyPairs.map(([currencyA, currencyB]) => {
    const tokenA = currencyA?.wrapped;
    const tokenB = currencyB?.wrapped;
    if (!tokenA || !tokenB || tokenA.chainId !== tokenB.chainId || tokenA.equals(tokenB)) return null;
    return { tokenA, tokenB, address: Pair.getAddress(tokenA, tokenB, deployment) };
  });
}
