import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { InvalidCurrencyError } from "../amm/InvalidCurrencyError.ts";
import { NativeCurrency } from "../amm/NativeCurrency.ts";
import { Pair } from "../amm/Pair.ts";
import { Percent } from "../amm/Percent.ts";
import { Route } from "../amm/Route.ts";
import { Token } from "../amm/Token.ts";
import { TradeType } from "../amm/TradeType.ts";
import { InvalidBestTradeOptionsError } from "../routing/InvalidBestTradeOptionsError.ts";
import { InvalidSlippageToleranceError } from "./InvalidSlippageToleranceError.ts";
import { Trade } from "./Trade.ts";

const token = (n: number) =>
  new Token(31337, `0x${n.toString(16).padStart(40, "0")}`, 18, `T${n}`, `Token ${n}`);
const [wbnb, a, b, c, d, lonely] = [token(1), token(2), token(3), token(4), token(5), token(6)] as [
  Token,
  Token,
  Token,
  Token,
  Token,
  Token,
];
const bnb = new NativeCurrency(31337, wbnb);
let nextPairAddress = 100;
const pair = (x: Token, reserveX: bigint, y: Token, reserveY: bigint) =>
  new Pair(
    CurrencyAmount.fromRawAmount(x, reserveX),
    CurrencyAmount.fromRawAmount(y, reserveY),
    token(nextPairAddress++).address,
  );
const amount = (currency: Token | NativeCurrency, raw: bigint) => CurrencyAmount.fromRawAmount(currency, raw);

const ab = pair(a, 10_000n, b, 10_000n);
const bc = pair(b, 10_000n, c, 10_000n);
// Shallow: the two-hop route through B pays more for large trades.
const ac = pair(a, 1_000n, c, 1_000n);
const cd = pair(c, 10_000n, d, 10_000n);
const wbnbA = pair(wbnb, 10_000n, a, 20_000n);
const pairs = [ab, bc, ac, cd, wbnbA];
const paths = (trades: readonly { route: { path: readonly Token[] } }[]) =>
  trades.map((trade) => trade.route.path.map((t) => t.symbol).join(">"));

describe("Trade", () => {
  it("sells an exact input along its route", () => {
    const trade = Trade.exactIn(new Route([ab, bc], a, c), amount(a, 1000n));
    expect(trade.tradeType).toBe(TradeType.EXACT_INPUT);
    // 1000 → 907 B → 829 C (each hop: floor(in·9975·10000 / (10000·10000 + in·9975))).
    expect(trade.outputAmount.quotient).toBe(829n);
    expect(trade.executionPrice.toSignificant(3)).toBe("0.829");
    // The mid price is 1, so the impact is 1 − 0.829.
    expect(trade.priceImpact.toFixed(2)).toBe("17.10");
  });

  it("buys an exact output along its route", () => {
    const trade = Trade.exactOut(new Route([ab, bc], a, c), amount(c, 829n));
    expect(trade.tradeType).toBe(TradeType.EXACT_OUTPUT);
    expect(trade.inputAmount.quotient).toBe(1000n);
    expect(trade.outputAmount.quotient).toBe(829n);
  });

  it("trades BNB through WBNB and keeps BNB as the currency", () => {
    const trade = Trade.exactIn(new Route([wbnbA], bnb, a), amount(bnb, 100n));
    expect(trade.inputAmount.currency).toBe(bnb);
    expect(trade.outputAmount.quotient).toBe(197n);
    expect(() => Trade.exactIn(new Route([wbnbA], bnb, a), amount(wbnb, 100n))).toThrow(InvalidCurrencyError);
  });

  it("bounds the other side by the slippage tolerance", () => {
    const half = new Percent(50n, 10_000n);
    const exactIn = Trade.exactIn(new Route([ab], a, b), amount(a, 1000n));
    // 907 / 1.005 = 902.48...
    expect(exactIn.minimumAmountOut(half).quotient).toBe(902n);
    expect(exactIn.maximumAmountIn(half).quotient).toBe(1000n);
    const exactOut = Trade.exactOut(new Route([ab], a, b), amount(b, 907n));
    // 1000 · 1.005
    expect(exactOut.maximumAmountIn(half).quotient).toBe(1005n);
    expect(exactOut.minimumAmountOut(half).quotient).toBe(907n);
    expect(exactIn.minimumAmountOut(new Percent(0n, 1n)).quotient).toBe(907n);
    expect(() => exactIn.minimumAmountOut(new Percent(-1n, 100n))).toThrow(InvalidSlippageToleranceError);
    expect(() => exactOut.maximumAmountIn(new Percent(-1n, 100n))).toThrow("Unexpected slippage value");
  });
});

describe("Trade.bestTradeExactIn and bestTradeExactOut", () => {
  it("rank routes by output, then price impact, then hops", () => {
    const best = Trade.bestTradeExactIn(pairs, amount(a, 500n), c);
    expect(paths(best)).toEqual(["T2>T3>T4", "T2>T4"]);
    expect(best[0]?.outputAmount.greaterThan(best[1]?.outputAmount.quotient ?? 0n)).toBe(true);
    const small = Trade.bestTradeExactIn(pairs, amount(a, 10n), c);
    // A small trade barely moves the shallow pair, and one fee beats two.
    expect(paths(small)).toEqual(["T2>T4", "T2>T3>T4"]);
  });

  it("return at most maxNumResults trades within maxHops pairs", () => {
    expect(paths(Trade.bestTradeExactIn(pairs, amount(a, 500n), c, { maxNumResults: 1 }))).toEqual([
      "T2>T3>T4",
    ]);
    expect(paths(Trade.bestTradeExactIn(pairs, amount(a, 500n), c, { maxHops: 1 }))).toEqual(["T2>T4"]);
    expect(paths(Trade.bestTradeExactIn(pairs, amount(wbnb, 500n), d))).toEqual(["T1>T2>T4>T5"]);
    expect(Trade.bestTradeExactIn(pairs, amount(wbnb, 500n), d, { maxHops: 2 })).toEqual([]);
  });

  it("find nothing for a token without pairs, or for an amount no pair can pay", () => {
    expect(Trade.bestTradeExactIn(pairs, amount(a, 500n), lonely)).toEqual([]);
    expect(Trade.bestTradeExactIn([], amount(a, 500n), c)).toEqual([]);
    expect(Trade.bestTradeExactOut(pairs, a, amount(c, 20_000n))).toEqual([]);
  });

  it("route BNB through WBNB on either side", () => {
    const buy = Trade.bestTradeExactIn(pairs, amount(bnb, 100n), c);
    expect(paths(buy)).toEqual(["T1>T2>T3>T4", "T1>T2>T4"]);
    expect(buy[0]?.inputAmount.currency).toBe(bnb);
    const sell = Trade.bestTradeExactOut(pairs, c, amount(bnb, 100n));
    expect(paths(sell)).toEqual(["T4>T3>T2>T1", "T4>T2>T1"]);
    expect(sell[0]?.outputAmount.currency).toBe(bnb);
  });

  it("rank exact-output routes by the input they need", () => {
    const best = Trade.bestTradeExactOut(pairs, a, amount(c, 400n));
    expect(paths(best)).toEqual(["T2>T3>T4", "T2>T4"]);
    expect(best[0]?.inputAmount.lessThan(best[1]?.inputAmount.quotient ?? 0n)).toBe(true);
    expect(best.every((trade) => trade.outputAmount.quotient === 400n)).toBe(true);
    expect(paths(Trade.bestTradeExactOut(pairs, a, amount(c, 400n), { maxHops: 1 }))).toEqual(["T2>T4"]);
  });

  it("reject limits that can find nothing", () => {
    expect(() => Trade.bestTradeExactIn(pairs, amount(a, 1n), c, { maxHops: 0 })).toThrow(
      InvalidBestTradeOptionsError,
    );
    expect(() => Trade.bestTradeExactOut(pairs, a, amount(c, 1n), { maxNumResults: 0 })).toThrow(
      "maxNumResults must be a positive integer, got 0",
    );
  });
});
