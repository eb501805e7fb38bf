import type { PairGraph } from "./PairGraph.ts";
import type { RouteCandidate } from "./RouteCandidate.ts";

/**
 * The order of `tradeComparator` on raw numbers: more output first, then less input, then lower price
 * impact, then fewer hops. The price impact is only worked out for ties, which are rare.
 */
export function compareRouteCandidates(graph: PairGraph, a: RouteCandidate, b: RouteCandidate): number {
  if (a.outputAmount !== b.outputAmount) return a.outputAmount < b.outputAmount ? 1 : -1;
  if (a.inputAmount !== b.inputAmount) return a.inputAmount < b.inputAmount ? -1 : 1;
  // Impact is 1 − output / (input · midPrice) with midPrice = Π reserveOut / Π reserveIn, so the lower
  // impact has the larger output · Π reserveIn / (input · Π reserveOut); compare cross-multiplied.
  const [aIn, aOut] = reserveProducts(graph, a);
  const [bIn, bOut] = reserveProducts(graph, b);
  const left = a.outputAmount * aIn * b.inputAmount * bOut;
  const right = b.outputAmount * bIn * a.inputAmount * aOut;
  if (left !== right) return left > right ? -1 : 1;
  return a.path.length - b.path.length;
}

/** The products of the input-side and output-side reserves along the route. */
function reserveProducts(graph: PairGraph, candidate: RouteCandidate): [bigint, bigint] {
  let reservesIn = 1n;
  let reservesOut = 1n;
  candidate.pairs.forEach((pair, hop) => {
    const forward = graph.token0[pair] === candidate.path[hop];
    reservesIn *= (forward ? graph.reserve0[pair] : graph.reserve1[pair]) as bigint;
    reservesOut *= (forward ? graph.reserve1[pair] : graph.reserve0[pair]) as bigint;
  });
  return [reservesIn, reservesOut];
}
