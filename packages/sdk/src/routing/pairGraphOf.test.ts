import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { Pair } from "../amm/Pair.ts";
import { Token } from "../amm/Token.ts";
import { pairGraphOf } from "./pairGraphOf.ts";

const token = (n: number) =>
  new Token(31337, `0x${n.toString(16).padStart(40, "0")}`, 18, `T${n}`, `Token ${n}`);
const pair = (x: number, y: number) =>
  new Pair(
    CurrencyAmount.fromRawAmount(token(x), 10n),
    CurrencyAmount.fromRawAmount(token(y), 10n),
    token(100 + x * 10 + y).address,
  );

describe("pairGraphOf", () => {
  it("reuses the graph while the same list holds the same pairs", () => {
    const pairs = [pair(1, 2), pair(2, 3)];
    expect(pairGraphOf(pairs, 31337)).toBe(pairGraphOf(pairs, 31337));
    expect(pairGraphOf([...pairs], 31337)).not.toBe(pairGraphOf(pairs, 31337));
  });

  it("rebuilds it when the list was changed in place or the chain differs", () => {
    const pairs = [pair(1, 2), pair(2, 3)];
    const before = pairGraphOf(pairs, 31337);
    pairs.push(pair(3, 4));
    const grown = pairGraphOf(pairs, 31337);
    expect(grown).not.toBe(before);
    expect(grown.tokenIds.has(token(4).address)).toBe(true);
    pairs[0] = pair(1, 5);
    expect(pairGraphOf(pairs, 31337).tokenIds.has(token(5).address)).toBe(true);
    expect(pairGraphOf(pairs, 56)).not.toBe(pairGraphOf(pairs, 31337));
  });
});
