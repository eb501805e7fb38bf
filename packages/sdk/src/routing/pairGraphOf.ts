import type { Pair } from "../amm/Pair.ts";
import { buildPairGraph, type PairGraph } from "./PairGraph.ts";

interface CachedGraph {
  readonly pairs: readonly Pair[];
  readonly chainId: number;
  readonly graph: PairGraph;
}

const cache = new WeakMap<readonly Pair[], CachedGraph>();

/**
 * The graph of `pairs`, reused while the caller passes the same list again: the swap screen searches the
 * same pairs on every keystroke, and building the graph costs more than the search. Pairs are immutable,
 * so a list whose elements are still the same objects still has the same graph.
 */
export function pairGraphOf(pairs: readonly Pair[], chainId: number): PairGraph {
  const cached = cache.get(pairs);
  if (
    cached !== undefined &&
    cached.chainId === chainId &&
    cached.pairs.length === pairs.length &&
    cached.pairs.every((pair, index) => pair === pairs[index])
  ) {
    return cached.graph;
  }
  const graph = buildPairGraph(pairs, chainId);
  cache.set(pairs, { pairs: [...pairs], chainId, graph });
  return graph;
}
