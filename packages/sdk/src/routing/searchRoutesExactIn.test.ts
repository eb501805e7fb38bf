import { describe, expect, it } from "vitest";
import { getAmountOut } from "../amm/getAmountOut.ts";
import { graph, id } from "./triangleGraphFixture.ts";
import { searchRoutesExactIn } from "./searchRoutesExactIn.ts";

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
