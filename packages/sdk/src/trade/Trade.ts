import { computePriceImpact } from "../amm/computePriceImpact.ts";
import type { Currency } from "../amm/Currency.ts";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { Fraction } from "../amm/Fraction.ts";
import { InvalidCurrencyError } from "../amm/InvalidCurrencyError.ts";
import type { Pair } from "../amm/Pair.ts";
import type { Percent } from "../amm/Percent.ts";
import { Price } from "../amm/Price.ts";
import { Route } from "../amm/Route.ts";
import { swapInputAmount, swapOutputAmount } from "../amm/swapAmounts.ts";
import type { Token } from "../amm/Token.ts";
import { TradeType } from "../amm/TradeType.ts";
import type { BestTradeOptions } from "../routing/BestTradeOptions.ts";
import { pairGraphOf } from "../routing/pairGraphOf.ts";
import { resolveBestTradeOptions } from "../routing/resolveBestTradeOptions.ts";
import type { RouteCandidate } from "../routing/RouteCandidate.ts";
import { searchRoutesExactIn } from "../routing/searchRoutesExactIn.ts";
import { searchRoutesExactOut } from "../routing/searchRoutesExactOut.ts";
import { InvalidSlippageToleranceError } from "./InvalidSlippageToleranceError.ts";

/** A swap along one route at the pairs' current reserves, for an exact input or an exact output. */
export class Trade<TIn extends Currency, TOut extends Currency, TTradeType extends TradeType> {
  readonly route: Route<TIn, TOut>;
  readonly tradeType: TTradeType;
  readonly inputAmount: CurrencyAmount<TIn>;
  readonly outputAmount: CurrencyAmount<TOut>;
  /** Output per input of this trade, fee and slippage along the route included. */
  readonly executionPrice: Price<TIn, TOut>;
  /** How much worse the execution price is than the route's mid price. */
  readonly priceImpact: Percent;

  static exactIn<TIn extends Currency, TOut extends Currency>(
    route: Route<TIn, TOut>,
    amountIn: CurrencyAmount<TIn>,
  ): Trade<TIn, TOut, TradeType.EXACT_INPUT> {
    return new Trade(route, amountIn, TradeType.EXACT_INPUT);
  }

  static exactOut<TIn extends Currency, TOut extends Currency>(
    route: Route<TIn, TOut>,
    amountOut: CurrencyAmount<TOut>,
  ): Trade<TIn, TOut, TradeType.EXACT_OUTPUT> {
    return new Trade(route, amountOut, TradeType.EXACT_OUTPUT);
  }

  constructor(
    route: Route<TIn, TOut>,
    amount: TTradeType extends TradeType.EXACT_INPUT ? CurrencyAmount<TIn> : CurrencyAmount<TOut>,
    tradeType: TTradeType,
  ) {
    this.route = route;
    this.tradeType = tradeType;
    if (tradeType === TradeType.EXACT_INPUT) {
      if (!amount.currency.equals(route.input)) throw new InvalidCurrencyError();
      let current: CurrencyAmount<Token> = amount.wrapped;
      for (const pair of route.pairs) current = swapOutputAmount(pair, current);
      this.inputAmount = CurrencyAmount.fromFractionalAmount(
        route.input,
        amount.numerator,
        amount.denominator,
      );
      this.outputAmount = CurrencyAmount.fromFractionalAmount(
        route.output,
        current.numerator,
        current.denominator,
      );
    } else {
      if (!amount.currency.equals(route.output)) throw new InvalidCurrencyError();
      let current: CurrencyAmount<Token> = amount.wrapped;
      for (const pair of route.pairs.toReversed()) current = swapInputAmount(pair, current);
      this.inputAmount = CurrencyAmount.fromFractionalAmount(
        route.input,
        current.numerator,
        current.denominator,
      );
      this.outputAmount = CurrencyAmount.fromFractionalAmount(
        route.output,
        amount.numerator,
        amount.denominator,
      );
    }
    this.executionPrice = new Price(
      this.inputAmount.currency,
      this.outputAmount.currency,
      this.inputAmount.quotient,
      this.outputAmount.quotient,
    );
    this.priceImpact = computePriceImpact(route.midPrice, this.inputAmount, this.outputAmount);
  }

  /** The least the trade may pay out before it should revert: output / (1 + tolerance), rounded down. */
  minimumAmountOut(slippageTolerance: Percent): CurrencyAmount<TOut> {
    if (slippageTolerance.lessThan(0n)) throw new InvalidSlippageToleranceError();
    if (this.tradeType === TradeType.EXACT_OUTPUT) return this.outputAmount;
    const minimum = new Fraction(1n)
      .add(slippageTolerance)
      .invert()
      .multiply(this.outputAmount.quotient).quotient;
    return CurrencyAmount.fromRawAmount(this.outputAmount.currency, minimum);
  }

  /** The most the trade may take in before it should revert: input · (1 + tolerance), rounded down. */
  maximumAmountIn(slippageTolerance: Percent): CurrencyAmount<TIn> {
    if (slippageTolerance.lessThan(0n)) throw new InvalidSlippageToleranceError();
    if (this.tradeType === TradeType.EXACT_INPUT) return this.inputAmount;
    const maximum = new Fraction(1n).add(slippageTolerance).multiply(this.inputAmount.quotient).quotient;
    return CurrencyAmount.fromRawAmount(this.inputAmount.currency, maximum);
  }

  /**
   * The best trades selling exactly `currencyAmountIn` for `currencyOut` over `pairs`, best first: most
   * output, then lowest price impact, then fewest hops. Routes use each pair once and at most `maxHops`
   * pairs (1 for single-hop mode). Trade objects are built for the winners only.
   */
  static bestTradeExactIn<TIn extends Currency, TOut extends Currency>(
    pairs: readonly Pair[],
    currencyAmountIn: CurrencyAmount<TIn>,
    currencyOut: TOut,
    options?: BestTradeOptions,
  ): Trade<TIn, TOut, TradeType.EXACT_INPUT>[] {
    const { maxNumResults, maxHops } = resolveBestTradeOptions(options);
    const graph = pairGraphOf(pairs, currencyAmountIn.currency.chainId);
    const tokenIn = graph.tokenIds.get(currencyAmountIn.currency.wrapped.address);
    const tokenOut = graph.tokenIds.get(currencyOut.wrapped.address);
    if (tokenIn === undefined || tokenOut === undefined) return [];
    return searchRoutesExactIn(
      graph,
      tokenIn,
      tokenOut,
      currencyAmountIn.quotient,
      maxHops,
      maxNumResults,
    ).map((candidate) =>
      Trade.exactIn(
        new Route(pairsOf(pairs, candidate), currencyAmountIn.currency, currencyOut),
        currencyAmountIn,
      ),
    );
  }

  /**
   * The best trades buying exactly `currencyAmountOut` with `currencyIn` over `pairs`, best first: least
   * input, then lowest price impact, then fewest hops; the same limits as bestTradeExactIn.
   */
  static bestTradeExactOut<TIn extends Currency, TOut extends Currency>(
    pairs: readonly Pair[],
    currencyIn: TIn,
    currencyAmountOut: CurrencyAmount<TOut>,
    options?: BestTradeOptions,
  ): Trade<TIn, TOut, TradeType.EXACT_OUTPUT>[] {
    const { maxNumResults, maxHops } = resolveBestTradeOptions(options);
    const graph = pairGraphOf(pairs, currencyIn.chainId);
    const tokenIn = graph.tokenIds.get(currencyIn.wrapped.address);
    const tokenOut = graph.tokenIds.get(currencyAmountOut.currency.wrapped.address);
    if (tokenIn === undefined || tokenOut === undefined) return [];
    return searchRoutesExactOut(
      graph,
      tokenIn,
      tokenOut,
      currencyAmountOut.quotient,
      maxHops,
      maxNumResults,
    ).map((candidate) =>
      Trade.exactOut(
        new Route(pairsOf(pairs, candidate), currencyIn, currencyAmountOut.currency),
        currencyAmountOut,
      ),
    );
  }
}

function pairsOf(pairs: readonly Pair[], candidate: RouteCandidate): Pair[] {
  return candidate.pairs.map((index) => pairs[index] as Pair);
}
