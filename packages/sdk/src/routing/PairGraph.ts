import type { Address } from "viem";
import type { Pair } from "../amm/Pair.ts";

/**
 * The pairs of one chain as plain numbers for the route search: tokens become small integer ids, reserves
 * bigints, and every token lists the pairs it trades in, in the order the caller gave the pairs.
 */
export interface PairGraph {
  /** Token id by checksummed address. */
  readonly tokenIds: ReadonlyMap<Address, number>;
  readonly token0: readonly number[];
  readonly token1: readonly number[];
  readonly reserve0: readonly bigint[];
  readonly reserve1: readonly bigint[];
  /** For every token id, the indices of its pairs with liquidity on both sides, ascending. */
  readonly pairsOf: readonly (readonly number[])[];
}

/** The graph of the pairs on `chainId`; pairs of other chains get no edges, as no route can use them. */
export function buildPairGraph(pairs: readonly Pair[], chainId: number): PairGraph {
  const tokenIds = new Map<Address, number>();
  const pairsOf: number[][] = [];
  const idOf = (address: Address): number => {
    let id = tokenIds.get(address);
    if (id === undefined) {
      id = pairsOf.length;
      tokenIds.set(address, id);
      pairsOf.push([]);
    }
    return id;
  };
  const token0: number[] = [];
  const token1: number[] = [];
  const reserve0: bigint[] = [];
  const reserve1: bigint[] = [];
  pairs.forEach((pair, index) => {
    const id0 = idOf(pair.token0.address);
    const id1 = idOf(pair.token1.address);
    const amount0 = pair.reserve0.quotient;
    const amount1 = pair.reserve1.quotient;
    token0.push(id0);
    token1.push(id1);
    reserve0.push(amount0);
    reserve1.push(amount1);
    // An empty pair prices nothing; the search never looks at it.
    if (pair.chainId === chainId && amount0 !== 0n && amount1 !== 0n) {
      (pairsOf[id0] as number[]).push(index);
      (pairsOf[id1] as number[]).push(index);
    }
  });
  return { tokenIds, token0, token1, reserve0, reserve1, pairsOf };
}
