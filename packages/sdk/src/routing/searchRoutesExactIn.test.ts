import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "../amm/CurrencyAmount.ts";
import { getAmountOut } from "../amm/getAmountOut.ts";
import { Pair } from "../amm/Pair.ts";
import { Token } from "../amm/Token.ts";
import { buildPairGraph } from "./PairGraph.ts";
import { searchRoutesExactIn } from "./searchRoutesExactIn.ts";

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

describe("searchRoutesExactIn", () => {
  it("finds every route within maxHops, with the amounts of each hop chained", () => {
    const routes = searchRoutesExactIn(graph, id(1), id(4), 1000n, 3, 10);
    expect(routes.map((route) => route.pairs)).toEqual([
      [0, 1, 3],
      [2, 3],
    ]);
    const viaTwo = getAmountOut(
      getAmountOut(getAmountOut(1000n, 10n ** 6n, 10n ** 6n), 10n ** 6n, 10n ** 6n),
      10n ** 6n,
      10n ** 6n,
    );
    expect(routes[0]?.outputAmount).toBe(viaTwo);
    expect(routes[0]?.path).toEqual([id(1), id(2), id(3), id(4)]);
    expect(searchRoutesExactIn(graph, id(1), id(4), 1000n, 2, 10).map((route) => route.pairs)).toEqual([
      [2, 3],
    ]);
  });

  it("uses a pair at most once, so a round trip needs a cycle", () => {
    const roundTrips = searchRoutesExactIn(graph, id(1), id(1), 1000n, 3, 10);
    expect(roundTrips.map((route) => route.pairs)).toEqual([
      [0, 1, 2],
      [2, 1, 0],
    ]);
  });

  it("skips a hop that pays nothing", () => {
    expect(searchRoutesExactIn(graph, id(1), id(4), 1n, 3, 10)).toEqual([]);
  });
});
