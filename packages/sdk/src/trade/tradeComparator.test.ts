import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { Pair } from "../amm/Pair.ts";
import { Route } from "../amm/Route.ts";
import { Token } from "../amm/Token.ts";
import { Trade } from "./Trade.ts";
import { tradeComparator } from "./tradeComparator.ts";
import { TradesNotComparableError } from "./TradesNotComparableError.ts";

const token = (n: number) =>
  new Token(31337, `0x${n.toString(16).padStart(40, "0")}`, 18, `T${n}`, `Token ${n}`);
const [a, b, c] = [token(1), token(2), token(3)] as [Token, Token, Token];
let nextAddress = 100;
const pair = (x: Token, y: Token, reserveX: bigint, reserveY: bigint) =>
  new Pair(
    CurrencyAmount.fromRawAmount(x, reserveX),
    CurrencyAmount.fromRawAmount(y, reserveY),
    token(nextAddress++).address,
  );
const sell = (pairs: Pair[], raw: bigint, output: Token = pairs.length === 1 ? b : c) =>
  Trade.exactIn(new Route(pairs, a, output), CurrencyAmount.fromRawAmount(a, raw));

describe("tradeComparator", () => {
  it("puts the larger output first", () => {
    const deep = sell([pair(a, b, 10n ** 6n, 10n ** 6n)], 1000n);
    const shallow = sell([pair(a, b, 10n ** 4n, 10n ** 4n)], 1000n);
    expect(tradeComparator(deep, shallow)).toBe(-1);
    expect(tradeComparator(shallow, deep)).toBe(1);
  });

  it("puts the lower price impact first when outputs are equal", () => {
    // Both pay 1 unit for 100; the first pair's mid price promises 1.02, the second's 2.
    const fair = sell([pair(a, b, 10_000n, 102n)], 100n);
    const costly = sell([pair(a, b, 10_000n, 200n)], 100n);
    expect(fair.outputAmount.quotient).toBe(costly.outputAmount.quotient);
    expect(tradeComparator(fair, costly)).toBe(-1);
  });

  it("puts fewer hops first when output and impact are equal, and the same trade level", () => {
    const ab = pair(a, b, 10_000n, 10_000n);
    const direct = sell([ab], 1000n);
    expect(tradeComparator(direct, sell([ab], 1000n))).toBe(0);
    // Both routes price A at 2 C and pay 1 C for 2 A, rounding down: 2 → 3 B → 1 C, and 2 → 1 C.
    const twoHops = sell([pair(a, b, 1n, 5n), pair(b, c, 50n, 20n)], 2n);
    const oneHop = sell([pair(a, c, 1n, 2n)], 2n, c);
    expect(oneHop.outputAmount.quotient).toBe(twoHops.outputAmount.quotient);
    expect(oneHop.priceImpact.equalTo(twoHops.priceImpact)).toBe(true);
    expect(tradeComparator(oneHop, twoHops)).toBeLessThan(0);
  });

  it("refuses trades between different currencies", () => {
    expect(() =>
      tradeComparator(sell([pair(a, b, 100n, 100n)], 10n), sell([pair(a, c, 100n, 100n)], 10n, c)),
    ).toThrow(TradesNotComparableError);
  });
});
