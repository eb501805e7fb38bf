import type { Currency } from "./Currency.ts";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import { InvalidRouteError } from "./InvalidRouteError.ts";
import type { Pair } from "./Pair.ts";
import { Price } from "./Price.ts";
import type { Token } from "./Token.ts";

/** A path of pairs from an input currency to an output currency, each pair sharing a token with the next. */
export class Route<TIn extends Currency, TOut extends Currency> {
  readonly pairs: readonly Pair[];
  /** The tokens the route passes through, wrapped input first and wrapped output last. */
  readonly path: readonly Token[];
  readonly input: TIn;
  readonly output: TOut;
  #midPrice: Price<TIn, TOut> | undefined;

  constructor(pairs: readonly Pair[], input: TIn, output: TOut) {
    const [first] = pairs;
    if (first === undefined) throw new InvalidRouteError("no pairs");
    if (pairs.some((pair) => pair.chainId !== first.chainId)) {
      throw new InvalidRouteError("pairs on several chains");
    }
    const path: Token[] = [input.wrapped];
    for (const pair of pairs) {
      const current = path[path.length - 1] as Token;
      if (current.equals(pair.token0)) path.push(pair.token1);
      else if (current.equals(pair.token1)) path.push(pair.token0);
      else if (path.length === 1) throw new InvalidCurrencyError();
      else throw new InvalidRouteError(`${pair.address} does not trade ${current.symbol}`);
    }
    if (!(path[path.length - 1] as Token).equals(output.wrapped)) throw new InvalidCurrencyError();
    this.pairs = pairs;
    this.path = path;
    this.input = input;
    this.output = output;
  }

  /** The price before any trade: the product of each pair's mid price along the path. */
  get midPrice(): Price<TIn, TOut> {
    if (this.#midPrice === undefined) {
      let numerator = 1n;
      let denominator = 1n;
      this.pairs.forEach((pair, index) => {
        const forward = (this.path[index] as Token).equals(pair.token0);
        numerator *= forward ? pair.reserve1.quotient : pair.reserve0.quotient;
        denominator *= forward ? pair.reserve0.quotient : pair.reserve1.quotient;
      });
      this.#midPrice = new Price(this.input, this.output, denominator, numerator);
    }
    return this.#midPrice;
  }

  get chainId(): number {
    return (this.pairs[0] as Pair).chainId;
  }
}
