import { describe, expect, it } from "vitest";
import { PairState } from "./PairState.ts";
import { BUSD, CAKE, PANCAKE_MAINNET, WBNB } from "./pairsTestFixtures.ts";
import { toPairCandidates } from "./toPairCandidates.ts";
import { toPairResults } from "./toPairResults.ts";

const candidates = toPairCandidates(
  [
    [CAKE, WBNB],
    [CAKE, CAKE],
    [BUSD, WBNB],
  ],
  PANCAKE_MAINNET,
);

describe("toPairResults", () => {
  it("is loading until the reserves arrive, except for pairs that cannot exist", () => {
    expect(toPairResults(candidates, undefined)).toEqual([
      [PairState.LOADING, null],
      [PairState.INVALID, null],
      [PairState.LOADING, null],
    ]);
  });

  it("matches the answers to the valid candidates in order, with reserves sorted by token", () => {
    // CAKE (0x0E…) sorts before WBNB (0xbb…), so it is token0 and the first reserve is its.
    const results = toPairResults(candidates, [[5n, 7n, 0], null]);
    expect(results.map(([state]) => state)).toEqual([
      PairState.EXISTS,
      PairState.INVALID,
      PairState.NOT_EXISTS,
    ]);
    const pair = results[0]?.[1];
    expect(pair?.token0).toBe(CAKE);
    expect(pair?.reserveOf(CAKE).quotient).toBe(5n);
    expect(pair?.reserveOf(WBNB).quotient).toBe(7n);
    expect(pair?.address).toBe(candidates[0]?.address);
  });

  it("keeps an existing pair with empty reserves: it exists but holds no liquidity", () => {
    const [result] = toPairResults(candidates, [[0n, 0n, 0], null]);
    expect(result?.[0]).toBe(PairState.EXISTS);
    expect(result?.[1]?.reserve0.quotient).toBe(0n);
  });
});
