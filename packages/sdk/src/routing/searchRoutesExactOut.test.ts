import { describe, expect, it } from "vitest";
import { getAmountIn } from "../amm/getAmountIn.ts";
import { graph, id } from "./triangleGraphFixture.ts";
import { searchRoutesExactOut } from "./searchRoutesExactOut.ts";

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
