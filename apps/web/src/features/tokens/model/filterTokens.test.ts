import { describe, expect, it } from "vitest";
import { filterTokens, nativeMatchesQuery, pickOnEnter } from "./filterTokens.ts";

const tokens = [
  { address: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", symbol: "CAKE", name: "PancakeSwap Token" },
  { address: "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56", symbol: "BUSD", name: "Binance USD" },
  { address: "0x55d398326f99059fF775485246999027B3197955", symbol: "USDT", name: "Tether USD" },
  { address: "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c", symbol: "WBNB", name: "Wrapped BNB" },
  { address: "0x2170Ed0880ac9A755fd29B2688956BD959F933F8", symbol: "ETH", name: "Ethereum Token" },
  { address: "0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c", symbol: "BTCB", name: "BTCB Token" },
  { address: "0x8076C74C5e3F5852037F31Ff0093Eeb8c8ADd8D3", symbol: "SAFEMOON", name: "SafeMoon" },
];
const symbols = (list: readonly { symbol: string }[]) => list.map((token) => token.symbol);

describe("filterTokens", () => {
  it("returns every token for an empty query", () => {
    expect(filterTokens(tokens, "  ")).toEqual(tokens);
  });

  it("finds a token by its exact address, in any case", () => {
    expect(symbols(filterTokens(tokens, "0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82"))).toEqual(["CAKE"]);
    expect(filterTokens(tokens, "0x0000000000000000000000000000000000000001")).toEqual([]);
  });

  it("matches the start or end of a word of the symbol or the name", () => {
    expect(symbols(filterTokens(tokens, "usd"))).toEqual(["USDT", "BUSD"]);
    expect(symbols(filterTokens(tokens, "tether"))).toEqual(["USDT"]);
    expect(symbols(filterTokens(tokens, "moon"))).toEqual(["SAFEMOON"]);
    expect(symbols(filterTokens(tokens, "swap"))).toEqual(["CAKE"]);
    expect(filterTokens(tokens, "ncake")).toEqual([]);
  });

  it("needs every word of the query to match", () => {
    expect(symbols(filterTokens(tokens, "binance usd"))).toEqual(["BUSD"]);
    expect(symbols(filterTokens(tokens, "btcb token"))).toEqual(["BTCB"]);
    expect(filterTokens(tokens, "binance tether")).toEqual([]);
  });

  it("ranks an exact symbol first, then symbols starting with the query", () => {
    const list = [
      { address: "0x0000000000000000000000000000000000000001", symbol: "XETH", name: "Staked ETH" },
      { address: "0x0000000000000000000000000000000000000002", symbol: "ETHX", name: "Ether X" },
      { address: "0x0000000000000000000000000000000000000003", symbol: "ETH", name: "Ethereum" },
    ];
    expect(symbols(filterTokens(list, "eth"))).toEqual(["ETH", "ETHX", "XETH"]);
  });
});

describe("nativeMatchesQuery", () => {
  it("lists BNB while its name is being typed", () => {
    for (const query of ["", "b", "BN", " bnb "]) expect(nativeMatchesQuery(query)).toBe(true);
    for (const query of ["bnbx", "w", "busd"]) expect(nativeMatchesQuery(query)).toBe(false);
  });
});

describe("pickOnEnter", () => {
  it("picks BNB for 'bnb'", () => {
    expect(pickOnEnter("BNB", filterTokens(tokens, "bnb"))).toBe("native");
  });

  it("picks the only match, or a first match whose symbol is the query", () => {
    expect(pickOnEnter("tether", filterTokens(tokens, "tether"))).toMatchObject({
      symbol: "USDT",
    });
    expect(pickOnEnter("eth", filterTokens(tokens, "eth"))).toMatchObject({ symbol: "ETH" });
  });

  it("picks nothing when several tokens match and none is the query", () => {
    expect(pickOnEnter("usd", filterTokens(tokens, "usd"))).toBeUndefined();
    expect(pickOnEnter("zzz", [])).toBeUndefined();
  });
});
