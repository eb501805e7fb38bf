import { describe, expect, it } from "vitest";
import { BUSD, CAKE, TESTNET_CAKE, WBNB } from "./pairsTestFixtures.ts";
import { addSavedPair, parseSavedPairs, removeSavedPair, toSavedTokenPairs } from "./savedPairs.ts";

const cake = { address: CAKE.address, symbol: "CAKE", name: "PancakeSwap Token", decimals: 18 };
const wbnb = { address: WBNB.address, symbol: "WBNB", name: "Wrapped BNB", decimals: 18 };

describe("addSavedPair", () => {
  it("saves a pair under its chain, once whatever the order", () => {
    const saved = addSavedPair({}, CAKE, WBNB);
    expect(saved).toEqual({ 56: [[cake, wbnb]] });
    expect(addSavedPair(saved, WBNB, CAKE)).toBe(saved);
  });

  it("saves nothing for the same token twice or tokens of two chains", () => {
    expect(addSavedPair({}, CAKE, CAKE)).toEqual({});
    expect(addSavedPair({}, CAKE, TESTNET_CAKE)).toEqual({});
  });
});

describe("removeSavedPair", () => {
  it("forgets a pair given in either order and keeps the others", () => {
    const saved = addSavedPair(addSavedPair({}, CAKE, WBNB), BUSD, WBNB);
    expect(toSavedTokenPairs(removeSavedPair(saved, WBNB, CAKE)[56] ?? [], 56)).toEqual([[BUSD, WBNB]]);
  });

  it("returns the same object when the pair was not saved", () => {
    const saved = addSavedPair({}, CAKE, WBNB);
    expect(removeSavedPair(saved, BUSD, WBNB)).toBe(saved);
  });
});

describe("parseSavedPairs", () => {
  it("reads what addSavedPair wrote, back into SDK tokens", () => {
    const stored = JSON.stringify(addSavedPair({}, CAKE, WBNB));
    expect(toSavedTokenPairs(parseSavedPairs(stored)[56] ?? [], 56)).toEqual([[CAKE, WBNB]]);
  });

  it("treats missing or unreadable storage as nothing saved", () => {
    expect(parseSavedPairs(null)).toEqual({});
    expect(parseSavedPairs("{not json")).toEqual({});
    expect(parseSavedPairs("[1,2]")).toEqual({});
    expect(parseSavedPairs("null")).toEqual({});
  });

  it("drops corrupt pairs and keeps the good ones, checksumming addresses", () => {
    const raw = JSON.stringify({
      56: [
        [{ ...cake, address: cake.address.toLowerCase() }, wbnb],
        [cake, cake],
        [cake],
        [cake, { ...wbnb, decimals: "18" }],
        [cake, { ...wbnb, address: "0x1234" }],
        "pair",
      ],
      97: { not: "a list" },
    });
    expect(parseSavedPairs(raw)).toEqual({ 56: [[cake, wbnb]] });
  });
});
