import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import type { Token } from "../amm/Token.ts";
import { createRandom } from "../testing/createRandom.ts";
import { DIFFERENTIAL_TIMEOUT_MS } from "../testing/differentialTimeout.ts";
import { generateRandomGraph } from "../testing/generateRandomGraph.ts";
import { toUniswapAmount, toUniswapPair, toUniswapToken, UniswapTrade } from "../testing/toUniswap.ts";
import { Trade } from "./Trade.ts";

// The Uniswap V2 SDK charges 0.3%, so its amounts and its order differ from ours. What the fee cannot
// change is which routes exist: with a limit above the number of routes, both searches must return the
// same set of paths (each pair used once, at most maxHops pairs), as long as no hop rounds to nothing or
// asks for a whole reserve. Reserves of 17 to 19 digits and small amounts keep every hop clear of both.
const ALL_ROUTES = 100_000;

const pathsOf = (trades: readonly { route: { path: readonly { address: string }[] } }[]) =>
  trades.map((trade) => trade.route.path.map((token) => token.address).join(">")).sort();

describe("bestTradeExactIn and bestTradeExactOut against @uniswap/v2-sdk", () => {
  it(
    "enumerate the same routes on 300 random graphs",
    () => {
      const random = createRandom(1_000_003);
      let routes = 0;
      for (let graphIndex = 0; graphIndex < 300; graphIndex++) {
        const tokenCount = 4 + random.int(7);
        const graph = generateRandomGraph(random, {
          tokenCount,
          pairCount: tokenCount + random.int(tokenCount * 2),
          minReserveDigits: 17,
          maxReserveDigits: 19,
        });
        const uniswapPairs = graph.pairs.map(toUniswapPair);
        const tokenIn = random.pick(graph.tokens);
        const tokenOut = random.pick(graph.tokens.filter((token) => !token.equals(tokenIn))) as Token;
        const options = { maxHops: 1 + random.int(3), maxNumResults: ALL_ROUTES };

        const amountIn = CurrencyAmount.fromRawAmount(tokenIn, random.logUniform(9, 12));
        const oursIn = Trade.bestTradeExactIn(graph.pairs, amountIn, tokenOut, options);
        const theirsIn = UniswapTrade.bestTradeExactIn(
          uniswapPairs,
          toUniswapAmount(amountIn),
          toUniswapToken(tokenOut),
          options,
        );
        expect(pathsOf(oursIn)).toEqual(pathsOf(theirsIn));

        const amountOut = CurrencyAmount.fromRawAmount(tokenOut, random.logUniform(6, 9));
        const oursOut = Trade.bestTradeExactOut(graph.pairs, tokenIn, amountOut, options);
        const theirsOut = UniswapTrade.bestTradeExactOut(
          uniswapPairs,
          toUniswapToken(tokenIn),
          toUniswapAmount(amountOut),
          options,
        );
        expect(pathsOf(oursOut)).toEqual(pathsOf(theirsOut));
        // Both directions see the same routes, reversed searches included.
        expect(pathsOf(oursOut)).toEqual(pathsOf(oursIn));
        routes += oursIn.length;
      }
      expect(routes).toBeGreaterThan(900);
    },
    DIFFERENTIAL_TIMEOUT_MS,
  );
});
