import { describe, expect, it } from "vitest";
import { poolPriceTokens } from "./poolPriceTokens.ts";
import {
  bnbPool,
  CAKE_ADDRESS,
  DOGE_ADDRESS,
  dogePool,
  manualPool,
  WBNB_ADDRESS,
} from "./poolTestFixtures.ts";

describe("poolPriceTokens", () => {
  it("lists each staking and earning token once, in first-use order", () => {
    expect(poolPriceTokens([manualPool, dogePool, bnbPool])).toEqual([
      { address: CAKE_ADDRESS, decimals: 18 },
      { address: DOGE_ADDRESS, decimals: 8 },
      { address: WBNB_ADDRESS, decimals: 18 },
    ]);
  });

  it("matches addresses whatever their letter case", () => {
    const lower = {
      ...dogePool,
      stakingToken: { ...dogePool.stakingToken, address: CAKE_ADDRESS.toLowerCase() as `0x${string}` },
    };
    expect(poolPriceTokens([manualPool, lower])).toHaveLength(2);
  });
});
