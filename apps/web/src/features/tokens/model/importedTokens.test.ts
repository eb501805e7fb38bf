import { describe, expect, it } from "vitest";
import {
  addImportedToken,
  clearImportedTokens,
  parseImportedTokens,
  removeImportedToken,
  type ImportedToken,
} from "./importedTokens.ts";

const token: ImportedToken = {
  address: "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82",
  symbol: "CAKE",
  name: "PancakeSwap Token",
  decimals: 18,
};

describe("parseImportedTokens", () => {
  it("reads what addImportedToken wrote", () => {
    const stored = JSON.stringify(addImportedToken({}, 56, token));
    expect(parseImportedTokens(stored)).toEqual({ 56: [token] });
  });

  it("treats missing or unreadable storage as no imports", () => {
    expect(parseImportedTokens(null)).toEqual({});
    expect(parseImportedTokens("{not json")).toEqual({});
    expect(parseImportedTokens("[1,2]")).toEqual({});
    expect(parseImportedTokens("42")).toEqual({});
  });

  it("drops corrupt entries and keeps the good ones, checksumming addresses", () => {
    const raw = JSON.stringify({
      56: [
        { ...token, address: token.address.toLowerCase() },
        { ...token, address: "0x1234" },
        { ...token, decimals: 1.5 },
        { ...token, symbol: 7 },
        null,
      ],
      97: "nope",
    });
    expect(parseImportedTokens(raw)).toEqual({ 56: [token] });
  });
});

describe("addImportedToken", () => {
  it("keeps other chains and replaces a re-import of the same address", () => {
    const first = addImportedToken({ 97: [token] }, 56, token);
    const again = addImportedToken(first, 56, { ...token, symbol: "CAKE2" });
    expect(again).toEqual({ 97: [token], 56: [{ ...token, symbol: "CAKE2" }] });
  });
});

describe("removeImportedToken and clearImportedTokens", () => {
  const other: ImportedToken = {
    ...token,
    address: "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56",
    symbol: "BUSD",
  };
  const imported = addImportedToken(addImportedToken(addImportedToken({}, 56, token), 56, other), 97, token);

  it("removes one token of one chain, whatever the address case", () => {
    const lower = token.address.toLowerCase() as ImportedToken["address"];
    expect(removeImportedToken(imported, 56, lower)).toEqual({ 56: [other], 97: [token] });
  });

  it("clears one chain only", () => {
    expect(clearImportedTokens(imported, 56)).toEqual({ 56: [], 97: [token] });
  });
});
