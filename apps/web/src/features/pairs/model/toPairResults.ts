import { CurrencyAmount, Pair } from "@griddle/sdk";
import { PairState } from "./PairState.ts";
import type { PairCandidate } from "./toPairCandidates.ts";

/** A pair's reserves as getReserves returns them (the third value, the last block time, is unused). */
export type PairReserves = readonly [bigint, bigint, ...unknown[]];

/**
 * Turns each candidate's getReserves answer into its state and pair. `reserves` lists the answers of
 * the non-null candidates in order; undefined while they load; a null answer means no contract
 * answered at the address, so the pair does not exist yet.
 */
export function toPairResults(
  candidates: readonly (PairCandidate | null)[],
  reserves: readonly (PairReserves | null)[] | undefined,
): readonly (readonly [PairState, Pair | null])[] {
  let readIndex = 0;
  return candidates.map((candidate) => {
    if (candidate === null) return [PairState.INVALID, null] as const;
    const answer = reserves?.[readIndex++];
    if (reserves === undefined || answer === undefined) return [PairState.LOADING, null] as const;
    if (answer === null) return [PairState.NOT_EXISTS, null] as const;
    const { tokenA, tokenB, address } = candidate;
    const [token0, token1] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
    const pair = new Pair(
      CurrencyAmount.fromRawAmount(token0, answer[0]),
      CurrencyAmount.fromRawAmount(token1, answer[1]),
      address,
    );
    return [PairState.EXISTS, pair] as const;
  });
}
