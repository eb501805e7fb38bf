import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { Pair } from "../amm/Pair.ts";
import { Percent } from "../amm/Percent.ts";
import { Route } from "../amm/Route.ts";
import { Token } from "../amm/Token.ts";
import { isTradeBetter } from "./isTradeBetter.ts";
import { Trade } from "./Trade.ts";

const token = (n: number) =>
  new Token(31337, `0x${n.toString(16).padStart(40, "0")}`, 18, `T${n}`, `Token ${n}`);
const [a, b, c] = [token(1), token(2), token(3)] as [Token, Token, Token];
const pair = (x: Token, y: Token, reserveY: bigint) =>
  new Pair(
    CurrencyAmount.fromRawAmount(x, 10n ** 9n),
    CurrencyAmount.fromRawAmount(y, reserveY),
    token(50).address,
  );
const sellA = (output: Token, reserveOut: bigint) =>
  Trade.exactIn(
    new Route([pair(a, output, reserveOut)], a, output),
    CurrencyAmount.fromRawAmount(a, 10n ** 6n),
  );

// Pays about 0.2% more than `worse`.
const better = sellA(b, 1_002_000_000n);
const worse = sellA(b, 10n ** 9n);

describe("isTradeBetter", () => {
  it("tells whether the second trade beats the first", () => {
    expect(isTradeBetter(worse, better)).toBe(true);
    expect(isTradeBetter(better, worse)).toBe(false);
    expect(isTradeBetter(worse, worse)).toBe(false);
  });

  it("demands the margin when one is given", () => {
    expect(isTradeBetter(worse, better, new Percent(1n, 1000n))).toBe(true);
    expect(isTradeBetter(worse, better, new Percent(5n, 1000n))).toBe(false);
    expect(isTradeBetter(worse, better, new Percent(0n, 1n))).toBe(true);
  });

  it("lets a trade beat a missing one, and knows nothing of two missing ones", () => {
    expect(isTradeBetter(undefined, worse)).toBe(true);
    expect(isTradeBetter(worse, null)).toBe(false);
    expect(isTradeBetter(null, undefined)).toBeUndefined();
  });

  it("refuses trades of other currencies or kinds", () => {
    expect(() => isTradeBetter(worse, sellA(c, 10n ** 9n))).toThrow("Trades are not comparable");
    const exactOut = Trade.exactOut(
      new Route([pair(a, b, 10n ** 9n)], a, b),
      CurrencyAmount.fromRawAmount(b, 10n),
    );
    expect(() => isTradeBetter(worse, exactOut)).toThrow("Trades are not comparable");
  });
});
