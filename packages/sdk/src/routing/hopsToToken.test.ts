import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { Pair } from "../amm/Pair.ts";
import { Token } from "../amm/Token.ts";
import { hopsToToken } from "./hopsToToken.ts";
import { buildPairGraph } from "./PairGraph.ts";

const token = (n: number) =>
  new Token(31337, `0x${n.toString(16).padStart(40, "0")}`, 18, `T${n}`, `Token ${n}`);
const pair = (x: number, y: number) =>
  new Pair(
    CurrencyAmount.fromRawAmount(token(x), 10n),
    CurrencyAmount.fromRawAmount(token(y), 10n),
    token(100 + x * 10 + y).address,
  );

describe("hopsToToken", () => {
  it("counts the fewest hops to the target, capped one past maxHops", () => {
    // 1 - 2 - 3 - 4 - 5, and 6 alone with 7.
    const graph = buildPairGraph([pair(1, 2), pair(2, 3), pair(3, 4), pair(4, 5), pair(6, 7)], 31337);
    const hops = hopsToToken(graph, graph.tokenIds.get(token(1).address) as number, 3);
    const of = (n: number) => hops[graph.tokenIds.get(token(n).address) as number];
    expect([1, 2, 3, 4, 5, 6, 7].map(of)).toEqual([0, 1, 2, 3, 4, 4, 4]);
  });
});
