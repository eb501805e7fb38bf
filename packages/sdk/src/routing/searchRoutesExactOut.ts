import { getAmountIn } from "../amm/getAmountIn.ts";
import { compareRouteCandidates } from "./compareRouteCandidates.ts";
import { hopsToToken } from "./hopsToToken.ts";
import { insertSorted } from "./insertSorted.ts";
import type { PairGraph } from "./PairGraph.ts";
import type { RouteCandidate } from "./RouteCandidate.ts";

/**
 * The best routes for buying `amountOut` of `tokenOut` with `tokenIn`, best first: the walk of
 * searchRoutesExactIn run backwards from the output, as the published SDKs' bestTradeExactOut does. A hop
 * that asks for the whole output reserve or more is skipped.
 */
export function searchRoutesExactOut(
  graph: PairGraph,
  tokenIn: number,
  tokenOut: number,
  amountOut: bigint,
  maxHops: number,
  maxNumResults: number,
): RouteCandidate[] {
  const best: RouteCandidate[] = [];
  const hopsLeftToIn = hopsToToken(graph, tokenIn, maxHops);
  const { token0, token1, reserve0, reserve1, pairsOf } = graph;
  // Built from the output backwards; reversed when a route is kept.
  const usedPairs: number[] = [];
  const path: number[] = [tokenOut];
  const compare = (a: RouteCandidate, b: RouteCandidate) => compareRouteCandidates(graph, a, b);

  const visit = (token: number, amount: bigint, hopsLeft: number): void => {
    for (const pair of pairsOf[token] as readonly number[]) {
      if (usedPairs.includes(pair)) continue;
      const outIsToken0 = token0[pair] === token;
      const previous = (outIsToken0 ? token1[pair] : token0[pair]) as number;
      const arrives = previous === tokenIn;
      if (!arrives && (hopsLeftToIn[previous] as number) > hopsLeft - 1) continue;
      const reserveOut = (outIsToken0 ? reserve0[pair] : reserve1[pair]) as bigint;
      if (amount >= reserveOut) continue;
      const input = getAmountIn(
        amount,
        (outIsToken0 ? reserve1[pair] : reserve0[pair]) as bigint,
        reserveOut,
      );
      if (arrives) {
        const worst = best.length === maxNumResults ? best[best.length - 1] : undefined;
        // Cheap rejection before building the candidate: it cannot beat the worst kept route.
        if (worst !== undefined && input > worst.inputAmount) continue;
        insertSorted(
          best,
          {
            pairs: [pair, ...usedPairs.toReversed()],
            path: [previous, ...path.toReversed()],
            inputAmount: input,
            outputAmount: amountOut,
          },
          maxNumResults,
          compare,
        );
      } else {
        usedPairs.push(pair);
        path.push(previous);
        visit(previous, input, hopsLeft - 1);
        usedPairs.pop();
        path.pop();
      }
    }
  };

  visit(tokenOut, amountOut, maxHops);
  return best;
}
