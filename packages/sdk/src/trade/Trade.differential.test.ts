import {
  Route as PancakeRoute,
  Trade as PancakeTrade,
  type Currency as PancakeCurrency,
  type TradeType as PancakeTradeType,
} from "@pancakeswap/sdk";
import { describe, expect, it } from "vitest";
import type { Currency } from "../amm/Currency.ts";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { Pair } from "../amm/Pair.ts";
import { Percent } from "../amm/Percent.ts";
import { Route } from "../amm/Route.ts";
import type { Token } from "../amm/Token.ts";
import { TradeType } from "../amm/TradeType.ts";
import { createRandom } from "../testing/createRandom.ts";
import { DIFFERENTIAL_TIMEOUT_MS } from "../testing/differentialTimeout.ts";
import { PANCAKE_DEPLOYMENT } from "../testing/generateMarket.ts";
import { generateRandomGraph } from "../testing/generateRandomGraph.ts";
import { toPancakeAmount, toPancakeCurrency, toPancakePair, toPancakePercent } from "../testing/toPancake.ts";
import { Trade } from "./Trade.ts";

interface TradeLike {
  readonly inputAmount: { numerator: bigint; denominator: bigint; toSignificant(digits: number): string };
  readonly outputAmount: { numerator: bigint; denominator: bigint; toExact(): string };
  readonly executionPrice: { numerator: bigint; denominator: bigint; toSignificant(digits: number): string };
  readonly priceImpact: { numerator: bigint; denominator: bigint; toFixed(decimals: number): string };
  readonly route: {
    readonly midPrice: { numerator: bigint; denominator: bigint; toFixed(decimals: number): string };
  };
}

/** What the swap screen shows of a trade, and the exact fractions behind it. */
const view = (trade: TradeLike, minimumOut: { quotient: bigint }, maximumIn: { quotient: bigint }) => ({
  input: `${trade.inputAmount.numerator}/${trade.inputAmount.denominator}`,
  output: `${trade.outputAmount.numerator}/${trade.outputAmount.denominator}`,
  executionPrice: `${trade.executionPrice.numerator}/${trade.executionPrice.denominator}`,
  priceImpact: `${trade.priceImpact.numerator}/${trade.priceImpact.denominator}`,
  midPrice: `${trade.route.midPrice.numerator}/${trade.route.midPrice.denominator}`,
  shown: [
    trade.inputAmount.toSignificant(6),
    trade.outputAmount.toExact(),
    trade.executionPrice.toSignificant(6),
    trade.priceImpact.toFixed(2),
    trade.route.midPrice.toFixed(6),
  ],
  minimumOut: minimumOut.quotient,
  maximumIn: maximumIn.quotient,
});

describe("Trade against @pancakeswap/sdk", () => {
  it(
    "gives the same amounts, prices, price impact and slippage bounds on 3000 random routes",
    () => {
      const random = createRandom(56);
      let compared = 0;
      let failedAlike = 0;
      let unrepresentable = 0;
      for (let i = 0; i < 3000; i++) {
        // Only its tokens: WBNB and three others.
        const graph = generateRandomGraph(random, {
          tokenCount: 4,
          pairCount: 0,
          minReserveDigits: 1,
          maxReserveDigits: 1,
        });
        // A path through 1 to 3 pairs over distinct tokens, starting or ending at WBNB so BNB can trade.
        const path = graph.tokens.slice(0, 2 + random.int(3)) as Token[];
        if (random.next() < 0.5) path.reverse();
        const pairs = path.slice(1).map((token, hop) => {
          const previous = path[hop] as Token;
          return new Pair(
            CurrencyAmount.fromRawAmount(previous, random.logUniform(4, 30)),
            CurrencyAmount.fromRawAmount(token, random.logUniform(4, 30)),
            Pair.getAddress(previous, token, PANCAKE_DEPLOYMENT),
          );
        });
        const asNative = (token: Token): Currency =>
          token.equals(graph.native.wrapped) && random.next() < 0.5 ? graph.native : token;
        const input = asNative(path[0] as Token);
        const output = asNative(path[path.length - 1] as Token);
        const route = new Route(pairs, input, output);
        const theirRoute = new PancakeRoute(
          pairs.map(toPancakePair),
          toPancakeCurrency(input),
          toPancakeCurrency(output),
        );
        const slippage = new Percent(BigInt(random.int(5000)), 10_000n);
        const theirSlippage = toPancakePercent(slippage);

        for (const tradeType of [TradeType.EXACT_INPUT, TradeType.EXACT_OUTPUT]) {
          const currency = tradeType === TradeType.EXACT_INPUT ? input : output;
          const amount = CurrencyAmount.fromRawAmount(currency, random.logUniform(1, 28));
          const ours = () => {
            const trade = new Trade(route, amount, tradeType);
            return view(trade, trade.minimumAmountOut(slippage), trade.maximumAmountIn(slippage));
          };
          const theirs = () => {
            const trade = new PancakeTrade(
              theirRoute,
              toPancakeAmount(amount),
              tradeType as PancakeTradeType,
            ) as PancakeTrade<PancakeCurrency, PancakeCurrency, PancakeTradeType>;
            return view(trade, trade.minimumAmountOut(theirSlippage), trade.maximumAmountIn(theirSlippage));
          };
          const result = (run: () => unknown) => {
            try {
              return run();
            } catch (error) {
              return (error as Error).name === "Error" ? (error as Error).message : (error as Error).name;
            }
          };
          const theirResult = result(theirs);
          // The published SDK refuses amounts above uint256 (a 3-hop exact output near a reserve's size).
          if (theirResult === "Invariant failed: AMOUNT") {
            unrepresentable++;
            continue;
          }
          const ourResult = result(ours);
          expect(ourResult).toEqual(theirResult);
          if (typeof ourResult === "string") failedAlike++;
          else compared++;
        }
      }
      expect(compared).toBeGreaterThan(3000);
      expect(failedAlike).toBeGreaterThan(1000);
      expect(unrepresentable).toBeLessThan(30);
    },
    DIFFERENTIAL_TIMEOUT_MS,
  );
});
