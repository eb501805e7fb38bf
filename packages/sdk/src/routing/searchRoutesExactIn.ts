import { getAmountOut } from "../amm/getAmountOut.ts";
import { compareRouteCandidates } from "./compareRouteCandidates.ts";
import { hopsToToken } from "./hopsToToken.ts";
import { insertSorted } from "./insertSorted.ts";
import type { PairGraph } from "./PairGraph.ts";
import type { RouteCandidate } from "./RouteCandidate.ts";

/**
 * The best routes for selling `amountIn` of `tokenIn` for `tokenOut`, best first: a depth-first walk over
 * plain reserves that visits pairs in the caller's order and uses each pair at most once per route, like
 * the published SDKs' bestTradeExactIn, so it finds the same routes in the same order. It skips branches
 * that cannot reach `tokenOut` in the hops left, and a hop that would pay out nothing.
 */
export function searchRoutesExactIn(
  graph: PairGraph,
  tokenIn: number,
  tokenOut: number,
  amountIn: bigint,
  maxHops: number,
  maxNumResults: number,
): RouteCandidate[] {
  const best: RouteCandidate[] = [];
  const hopsLeftToOut = hopsToToken(graph, tokenOut, maxHops);
  const { token0, token1, reserve0, reserve1, pairsOf } = graph;
  const usedPairs: number[] = [];
  const path: number[] = [tokenIn];
  const compare = (a: RouteCandidate, b: RouteCandidate) => compareRouteCandidates(graph, a, b);

  const visit = (token: number, amount: bigint, hopsLeft: number): void => {
    for (const pair of pairsOf[token] as readonly number[]) {
      if (usedPairs.includes(pair)) continue;
      const forward = token0[pair] === token;
      const next = (forward ? token1[pair] : token0[pair]) as number;
      const arrives = next === tokenOut;
      if (!arrives && (hopsLeftToOut[next] as number) > hopsLeft - 1) continue;
      const output = forward
        ? getAmountOut(amount, reserve0[pair] as bigint, reserve1[pair] as bigint)
        : getAmountOut(amount, reserve1[pair] as bigint, reserve0[pair] as bigint);
      if (output === 0n) continue;
      if (arrives) {
        const worst = best.length === maxNumResults ? best[best.length - 1] : undefined;
        // Cheap rejection before building the candidate: it cannot beat the worst kept route.
        if (worst !== undefined && output < worst.outputAmount) continue;
        insertSorted(
          best,
          { pairs: [...usedPairs, pair], path: [...path, next], inputAmount: amountIn, outputAmount: output },
          maxNumResults,
          compare,
        );
      } else {
        usedPairs.push(pair);
        path.push(next);
        visit(next, output, hopsLeft - 1);
        usedPairs.pop();
        path.pop();
      }
    }
  };

  visit(tokenIn, amountIn, maxHops);
  return best;
}
