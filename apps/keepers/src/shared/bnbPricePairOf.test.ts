import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import { bnbPricePairOf, type BnbPricePairManifest } from "./bnbPricePairOf.ts";

const wbnb: Address = "0x00000000000000000000000000000000000000b1";
const busd: Address = "0x00000000000000000000000000000000000000b2";
const usdc: Address = "0x00000000000000000000000000000000000000c6";
const pricePair: Address = "0x00000000000000000000000000000000000000ff";

const manifest: BnbPricePairManifest = {
  contracts: { wbnb },
  prediction: { pricePair },
  tokens: [
    { address: wbnb, symbol: "WBNB", name: "Wrapped BNB", decimals: 18 },
    { address: busd, symbol: "BUSD", name: "BUSD", decimals: 18 },
    { address: usdc, symbol: "USDC", name: "USD Coin", decimals: 6 },
  ],
  pairs: [
    { address: "0x00000000000000000000000000000000000000aa", token0: wbnb, token1: usdc },
    { address: pricePair, token0: wbnb, token1: busd },
  ],
};

describe("bnbPricePairOf", () => {
  it("finds the game's price pair in the manifest, with BNB's side and both decimals", () => {
    expect(bnbPricePairOf(manifest)).toEqual({
      pair: pricePair,
      wbnb,
      usd: busd,
      wbnbIsToken0: true,
      wbnbDecimals: 18,
      usdDecimals: 18,
    });
  });

  it("reads a pair whose WBNB is token1, and the stablecoin's own decimals", () => {
    const flipped = { ...manifest, pairs: [{ address: pricePair, token0: usdc, token1: wbnb }] };
    expect(bnbPricePairOf(flipped)).toMatchObject({ usd: usdc, wbnbIsToken0: false, usdDecimals: 6 });
  });

  it("refuses a manifest without the pair, or a pair without WBNB, in one line", () => {
    expect(() => bnbPricePairOf({ ...manifest, pairs: [] })).toThrow(
      `The manifest lists no pair ${pricePair} to price BNB with`,
    );
    const noWbnb = { ...manifest, pairs: [{ address: pricePair, token0: busd, token1: usdc }] };
    expect(() => bnbPricePairOf(noWbnb)).toThrow(`The price pair ${pricePair} has no WBNB side`);
  });
});
