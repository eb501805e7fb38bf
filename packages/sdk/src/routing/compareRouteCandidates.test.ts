import { describe, expect, it } from "vitest";
import type { Currency } from "../amm/Currency.ts";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import type { Pair } from "../amm/Pair.ts";
import { Route } from "../amm/Route.ts";
import { createRandom } from "../testing/createRandom.ts";
import { generateRandomGraph } from "../testing/generateRandomGraph.ts";
import { Trade } from "../trade/Trade.ts";
import { tradeComparator } from "../trade/tradeComparator.ts";
import { compareRouteCandidates } from "./compareRouteCandidates.ts";
import { buildPairGraph } from "./PairGraph.ts";
import { searchRoutesExactIn } from "./searchRoutesExactIn.ts";
import { searchRoutesExactOut } from "./searchRoutesExactOut.ts";

describe("compareRouteCandidates", () => {
  it("orders found routes exactly as tradeComparator orders their trades", () => {
    const random = createRandom(9);
    let ties = 0;
    let compared = 0;
    for (let round = 0; round < 150; round++) {
      const equalReserves = round % 2 === 0;
      const graph = generateRandomGraph(random, {
        tokenCount: 5 + random.int(4),
        pairCount: 8 + random.int(10),
        minReserveDigits: 6,
        maxReserveDigits: equalReserves ? 6 : 20,
        equalReserves,
      });
      const pairGraph = buildPairGraph(graph.pairs, graph.native.chainId);
      const [tokenIn, tokenOut] = [random.pick(graph.tokens), random.pick(graph.tokens)];
      if (tokenIn === undefined || tokenOut === undefined || tokenIn.equals(tokenOut)) continue;
      const [idIn, idOut] = [tokenIn, tokenOut].map((t) => pairGraph.tokenIds.get(t.address) as number) as [
        number,
        number,
      ];
      const amount = random.logUniform(2, 5);
      const exactIn = searchRoutesExactIn(pairGraph, idIn, idOut, amount, 3, 50);
      const exactOut = searchRoutesExactOut(pairGraph, idIn, idOut, amount, 3, 50);
      const routeOf = (pairs: readonly number[]) =>
        new Route<Currency, Currency>(
          pairs.map((i) => graph.pairs[i] as Pair),
          tokenIn,
          tokenOut,
        );
      const tradesIn = exactIn.map((c) =>
        Trade.exactIn(routeOf(c.pairs), CurrencyAmount.fromRawAmount(tokenIn, amount)),
      );
      const tradesOut = exactOut.map((c) =>
        Trade.exactOut(routeOf(c.pairs), CurrencyAmount.fromRawAmount(tokenOut, amount)),
      );
      for (const [candidates, trades] of [
        [exactIn, tradesIn],
        [exactOut, tradesOut],
      ] as const) {
        candidates.forEach((candidate, i) => {
          const trade = trades[i] as Trade<Currency, Currency, 0 | 1>;
          expect([trade.inputAmount.quotient, trade.outputAmount.quotient]).toEqual([
            candidate.inputAmount,
            candidate.outputAmount,
          ]);
          candidates.forEach((other, j) => {
            const expected = Math.sign(tradeComparator(trade, trades[j] as Trade<Currency, Currency, 0 | 1>));
            expect(Math.sign(compareRouteCandidates(pairGraph, candidate, other))).toBe(expected);
            compared++;
            if (
              i !== j &&
              candidate.outputAmount === other.outputAmount &&
              candidate.inputAmount === other.inputAmount
            )
              ties++;
          });
        });
      }
    }
    expect(compared).toBeGreaterThan(5000);
    expect(ties).toBeGreaterThan(500);
  });
});
