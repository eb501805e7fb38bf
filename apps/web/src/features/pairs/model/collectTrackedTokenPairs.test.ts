import { describe, expect, it } from "vitest";
import { collectTrackedTokenPairs } from "./collectTrackedTokenPairs.ts";
import { BUSD, CAKE, WBNB } from "./pairsTestFixtures.ts";

describe("collectTrackedTokenPairs", () => {
  it("pairs every known token with every other once", () => {
    expect(collectTrackedTokenPairs([CAKE, WBNB, BUSD], [])).toEqual([
      [CAKE, WBNB],
      [CAKE, BUSD],
      [WBNB, BUSD],
    ]);
  });

  it("adds saved pairs after, skipping those already tracked in either order and same-token pairs", () => {
    expect(
      collectTrackedTokenPairs(
        [CAKE, WBNB],
        [
          [WBNB, CAKE],
          [BUSD, CAKE],
          [BUSD, BUSD],
          [CAKE, BUSD],
        ],
      ),
    ).toEqual([
      [CAKE, WBNB],
      [BUSD, CAKE],
    ]);
  });
});
