import type { PairGraph } from "./PairGraph.ts";

/**
 * For every token, the fewest hops to `target` (breadth-first, up to `maxHops`; beyond that maxHops + 1).
 * A lower bound on any route the search can still finish, so it skips branches that cannot arrive.
 */
export function hopsToToken(graph: PairGraph, target: number, maxHops: number): Int32Array {
  const unreachable = maxHops + 1;
  const hops = new Int32Array(graph.pairsOf.length).fill(unreachable);
  hops[target] = 0;
  let frontier = [target];
  for (let distance = 1; distance <= maxHops && frontier.length > 0; distance++) {
    const next: number[] = [];
    for (const token of frontier) {
      for (const pair of graph.pairsOf[token] as readonly number[]) {
        const other = graph.token0[pair] === token ? graph.token1[pair] : graph.token0[pair];
        if (other !== undefined && hops[other] === unreachable) {
          hops[other] = distance;
          next.push(other);
        }
      }
    }
    frontier = next;
  }
  return hops;
}
