import {
  Trade as PancakeTrade,
  type Currency as PancakeCurrency,
  type TradeType as PancakeTradeType,
} from "@pancakeswap/sdk";
import { describe, expect, it } from "vitest";
import type { Currency } from "../amm/Currency.ts";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import type { TradeType } from "../amm/TradeType.ts";
import { createRandom, type Random } from "../testing/createRandom.ts";
import { DIFFERENTIAL_TIMEOUT_MS } from "../testing/differentialTimeout.ts";
import { generateMarket } from "../testing/generateMarket.ts";
import { generateRandomGraph, type RandomGraph } from "../testing/generateRandomGraph.ts";
import { toPancakeAmount, toPancakeCurrency, toPancakePair } from "../testing/toPancake.ts";
import { Trade } from "./Trade.ts";

type OurTrade = Trade<Currency, Currency, TradeType>;
type TheirTrade = PancakeTrade<PancakeCurrency, PancakeCurrency, PancakeTradeType>;

/** Everything a caller reads off a trade, as plain strings, so a mismatch shows the whole difference. */
const ourView = (trade: OurTrade) => ({
  pairs: trade.route.pairs.map((pair) => pair.address),
  path: trade.route.path.map((token) => token.address),
  input: trade.inputAmount.currency.isNative ? "BNB" : trade.inputAmount.currency.address,
  output: trade.outputAmount.currency.isNative ? "BNB" : trade.outputAmount.currency.address,
  amounts: `${trade.inputAmount.numerator}/${trade.inputAmount.denominator} -> ${trade.outputAmount.numerator}/${trade.outputAmount.denominator}`,
  executionPrice: `${trade.executionPrice.numerator}/${trade.executionPrice.denominator}`,
  priceImpact: `${trade.priceImpact.numerator}/${trade.priceImpact.denominator}`,
});
const theirView = (trade: TheirTrade) => ({
  pairs: trade.route.pairs.map((pair) => pair.liquidityToken.address),
  path: trade.route.path.map((token) => token.address),
  input: trade.inputAmount.currency.isNative ? "BNB" : trade.inputAmount.currency.address,
  output: trade.outputAmount.currency.isNative ? "BNB" : trade.outputAmount.currency.address,
  amounts: `${trade.inputAmount.numerator}/${trade.inputAmount.denominator} -> ${trade.outputAmount.numerator}/${trade.outputAmount.denominator}`,
  executionPrice: `${trade.executionPrice.numerator}/${trade.executionPrice.denominator}`,
  priceImpact: `${trade.priceImpact.numerator}/${trade.priceImpact.denominator}`,
});

interface Tally {
  queries: number;
  trades: number;
  multiHop: number;
  empty: number;
  /** Queries the published SDK refuses: a price-impact quote above 2^256 fails its amount invariant. */
  unrepresentable: number;
}

const newTally = (): Tally => ({ queries: 0, trades: 0, multiHop: 0, empty: 0, unrepresentable: 0 });

/** The published SDK's result, or undefined when it rejects an amount above uint256 (ours does not). */
function pancakeOrUnrepresentable<T>(search: () => T): T | undefined {
  try {
    return search();
  } catch (error) {
    if (error instanceof Error && error.message === "Invariant failed: AMOUNT") return undefined;
    throw error;
  }
}

/**
 * Random queries on one graph, both directions, compared result by result with the published SDK: the
 * same routes, amounts and price impacts in the same order. BNB stands in for WBNB on either side at times.
 */
function compareQueries(
  random: Random,
  graph: RandomGraph,
  queries: number,
  tally: Tally,
  maxDigits: number,
) {
  const pancakePairs = graph.pairs.map(toPancakePair);
  const currencies: Currency[] = [...graph.tokens, graph.native];
  for (let query = 0; query < queries; query++) {
    const currencyA = random.pick(currencies);
    const currencyB = random.pick(currencies);
    if (currencyA.equals(currencyB)) continue;
    const options = { maxHops: 1 + random.int(4), maxNumResults: random.pick([1, 2, 3, 5, 10]) };
    const amount = CurrencyAmount.fromRawAmount(currencyA, random.logUniform(1, maxDigits));

    const oursIn = Trade.bestTradeExactIn(graph.pairs, amount, currencyB, options);
    const theirsIn = pancakeOrUnrepresentable(() =>
      PancakeTrade.bestTradeExactIn(
        pancakePairs,
        toPancakeAmount(amount),
        toPancakeCurrency(currencyB),
        options,
      ),
    );
    if (theirsIn === undefined) tally.unrepresentable++;
    else expect(oursIn.map(ourView), JSON.stringify({ query, options })).toEqual(theirsIn.map(theirView));

    const oursOut = Trade.bestTradeExactOut(graph.pairs, currencyB, amount, options);
    const theirsOut = pancakeOrUnrepresentable(() =>
      PancakeTrade.bestTradeExactOut(
        pancakePairs,
        toPancakeCurrency(currencyB),
        toPancakeAmount(amount),
        options,
      ),
    );
    if (theirsOut === undefined) tally.unrepresentable++;
    else expect(oursOut.map(ourView), JSON.stringify({ query, options })).toEqual(theirsOut.map(theirView));

    tally.queries += 2;
    tally.trades += oursIn.length + oursOut.length;
    tally.multiHop += [...oursIn, ...oursOut].filter((trade) => trade.route.pairs.length > 1).length;
    tally.empty += Number(oursIn.length === 0) + Number(oursOut.length === 0);
  }
}

describe("bestTradeExactIn and bestTradeExactOut against @pancakeswap/sdk", () => {
  it(
    "find the same trades in the same order on 400 random graphs with wide-ranging reserves",
    () => {
      const random = createRandom(20240601);
      const tally = newTally();
      for (let graph = 0; graph < 400; graph++) {
        const tokenCount = 3 + random.int(10);
        const shape = {
          tokenCount,
          pairCount: 2 + random.int(tokenCount * 3),
          minReserveDigits: 1 + random.int(6),
          // Up to uint112, the most a pair can hold.
          maxReserveDigits: 8 + random.int(26),
        };
        compareQueries(random, generateRandomGraph(random, shape), 6, tally, shape.maxReserveDigits);
      }
      // The cases must cover what the comparison is about: many results, multi-hop ones, and misses.
      expect(tally.queries).toBeGreaterThan(4000);
      expect(tally.trades).toBeGreaterThan(4500);
      expect(tally.multiHop).toBeGreaterThan(3000);
      expect(tally.empty).toBeGreaterThan(500);
      expect(tally.unrepresentable).toBeLessThan(tally.queries / 100);
    },
    DIFFERENTIAL_TIMEOUT_MS,
  );

  it("break ties the same way when every pair holds the same reserves", () => {
    const random = createRandom(77);
    const tally = newTally();
    for (let graph = 0; graph < 60; graph++) {
      const shape = {
        tokenCount: 4 + random.int(6),
        pairCount: 6 + random.int(20),
        minReserveDigits: 18,
        maxReserveDigits: 24,
        equalReserves: true,
      };
      compareQueries(random, generateRandomGraph(random, shape), 8, tally, 20);
    }
    expect(tally.multiHop).toBeGreaterThan(1000);
  });

  it("agree on realistic markets of 30 and 100 pairs", () => {
    const random = createRandom(5);
    const tally = newTally();
    for (const size of [30, 30, 100]) {
      const market = generateMarket(random, size);
      compareQueries(
        random,
        { native: market.native, tokens: market.tokens, pairs: market.pairs },
        40,
        tally,
        24,
      );
    }
    expect(tally.trades).toBeGreaterThan(300);
  });
});
