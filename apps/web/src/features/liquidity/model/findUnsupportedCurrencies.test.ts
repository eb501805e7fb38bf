import { describe, expect, it } from "vitest";
import { BNB, CAKE, USDC } from "./liquidityTestFixtures.ts";
import { findUnsupportedCurrencies, UNSUPPORTED_TOKEN_ADDRESSES } from "./findUnsupportedCurrencies.ts";

describe("findUnsupportedCurrencies", () => {
  it("finds listed tokens by address, whatever the letter case", () => {
    const listed = new Set([CAKE.address.toLowerCase()]);
    expect(findUnsupportedCurrencies([BNB, CAKE, undefined, USDC], listed)).toEqual([CAKE]);
  });

  it("blocks nothing with the bundled list, which is empty", () => {
    expect(UNSUPPORTED_TOKEN_ADDRESSES.size).toBe(0);
    expect(findUnsupportedCurrencies([BNB, CAKE, USDC])).toEqual([]);
  });
});
