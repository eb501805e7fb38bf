import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { getAmountIn } from "../amm/getAmountIn.ts";
import { Pair } from "../amm/Pair.ts";
import { Token } from "../amm/Token.ts";
import { buildPairGraph } from "./PairGraph.ts";
import { searchRoutesExactOut } from "./searchRoutesExactOut.ts";

const token = (n: number) =>
  new Token(31337, `0x${n.toString(16).padStart(40, "0")}`, 18, `T${n}`, `Token ${n}`);
const pair = (x: number, y: number, reserve: bigint) =>
  new Pair(
    CurrencyAmount.fromRawAmount(token(x), reserve),
    CurrencyAmount.fromRawAmount(token(y), reserve),
    token(100 + x * 10 + y).address,
  );

// A triangle 1-2-3 with a tail 3-4; pair indices 0 to 3.
const graph = buildPairGraph(
  [pair(1, 2, 10n ** 6n), pair(2, 3, 10n ** 6n), pair(1, 3, 10n ** 5n), pair(3, 4, 10n ** 6n)],
  31337,
);
const id = (n: number) => graph.tokenIds.get(token(n).address) as number;

describe("searchRoutesExactOut", () => {
  it("walks back from the output and lists routes input side first", () => {
    const routes = searchRoutesExactOut(graph, id(1), id(4), 1000n, 3, 10);
    expect(routes.map((route) => route.pairs)).toEqual([
      [0, 1, 3],
      [2, 3],
    ]);
    const reserve = 10n ** 6n;
    expect(routes[0]?.inputAmount).toBe(
      getAmountIn(getAmountIn(getAmountIn(1000n, reserve, reserve), reserve, reserve), reserve, reserve),
    );
    expect(routes[0]?.path).toEqual([id(1), id(2), id(3), id(4)]);
    expect(routes.every((route) => route.outputAmount === 1000n)).toBe(true);
  });

  it("skips a hop that asks for a whole reserve", () => {
    // The shallow 1-3 pair holds only 10^5 of token 3.
    expect(searchRoutesExactOut(graph, id(1), id(3), 10n ** 5n, 1, 10)).toEqual([]);
    expect(searchRoutesExactOut(graph, id(1), id(3), 10n ** 5n, 2, 10).map((route) => route.pairs)).toEqual([
      [0, 1],
    ]);
  });
});
