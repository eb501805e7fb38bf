import { describe, expect, it } from "vitest";
import {
  BNB,
  BUSD,
  CAKE,
  CAKE_WBNB_PAIR_ADDRESS,
  PANCAKE_MAINNET,
  TESTNET_CAKE,
  WBNB,
} from "./pairsTestFixtures.ts";
import { toPairCandidates } from "./toPairCandidates.ts";

describe("toPairCandidates", () => {
  it("addresses a pair by CREATE2, whatever the order of its tokens", () => {
    const [forward, backward] = toPairCandidates(
      [
        [CAKE, WBNB],
        [WBNB, CAKE],
      ],
      PANCAKE_MAINNET,
    );
    expect(forward).toEqual({ tokenA: CAKE, tokenB: WBNB, address: CAKE_WBNB_PAIR_ADDRESS });
    expect(backward?.address).toBe(CAKE_WBNB_PAIR_ADDRESS);
  });

  it("looks BNB up as its wrapped token", () => {
    const [candidate] = toPairCandidates([[BNB, CAKE]], PANCAKE_MAINNET);
    expect(candidate).toEqual({ tokenA: WBNB, tokenB: CAKE, address: CAKE_WBNB_PAIR_ADDRESS });
  });

  it("has nothing to look for with a missing currency, the same token twice or two chains", () => {
    expect(
      toPairCandidates(
        [
          [undefined, CAKE],
          [BUSD, undefined],
          [CAKE, CAKE],
          [BNB, WBNB],
          [CAKE, TESTNET_CAKE],
        ],
        PANCAKE_MAINNET,
      ),
    ).toEqual([null, null, null, null, null]);
  });
});
