import { describe, expect, it } from "vitest";
import { deriveTokenPriceBnb, type PriceQuote } from "./deriveTokenPriceBnb.ts";

// CAKE at $2.5 with BNB at $600: 240 CAKE per BNB.
const cakeWbnb: PriceQuote = {
  whitelistRank: 0,
  tokenReserve: 240_000,
  baseReserve: 1000,
  baseDerivedBnb: 1,
};
// The same token against BUSD at $2.4: BUSD is worth 1/600 BNB.
const cakeBusd: PriceQuote = {
  whitelistRank: 1,
  tokenReserve: 1000,
  baseReserve: 2400,
  baseDerivedBnb: 1 / 600,
};

describe("deriveTokenPriceBnb", () => {
  it("reads the price from the token's WBNB pair", () => {
    expect(deriveTokenPriceBnb([cakeWbnb])).toBeCloseTo(1 / 240, 15);
  });

  it("prices through a stablecoin pair times the stablecoin's BNB price", () => {
    // 2.4 BUSD per token, a BUSD being 1/600 BNB: 0.004 BNB, $2.40.
    expect(deriveTokenPriceBnb([cakeBusd])).toBeCloseTo(0.004, 15);
  });

  it("prefers the whitelist order over the order the pairs come in", () => {
    expect(deriveTokenPriceBnb([cakeBusd, cakeWbnb])).toBeCloseTo(1 / 240, 15);
  });

  it("skips a pair whose base side holds less than the minimum liquidity", () => {
    const thinWbnb: PriceQuote = { ...cakeWbnb, tokenReserve: 1, baseReserve: 0.5 };
    expect(deriveTokenPriceBnb([thinWbnb, cakeBusd])).toBeCloseTo(0.004, 15);
    // 1 BNB on the base side is enough.
    expect(deriveTokenPriceBnb([{ ...thinWbnb, baseReserve: 1 }], 1)).toBe(1);
  });

  it("is 0 without a usable pair, or when the base token has no price yet", () => {
    expect(deriveTokenPriceBnb([])).toBe(0);
    expect(deriveTokenPriceBnb([{ ...cakeBusd, baseDerivedBnb: 0 }])).toBe(0);
    expect(deriveTokenPriceBnb([{ ...cakeWbnb, tokenReserve: 0, baseReserve: 0 }])).toBe(0);
  });
});
