import { describe, expect, it } from "vitest";
import { toImportedToken } from "./toImportedToken.ts";

const ADDRESS = "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82";

describe("toImportedToken", () => {
  it("keeps what the contract answered, checksumming the address", () => {
    expect(
      toImportedToken(ADDRESS.toLowerCase() as `0x${string}`, { name: "Cake", symbol: "CAKE", decimals: 18 }),
    ).toEqual({
      address: ADDRESS,
      name: "Cake",
      symbol: "CAKE",
      decimals: 18,
    });
  });

  it("falls back to 'Unknown Token' and 'UNKNOWN' for a missing or empty name and symbol", () => {
    expect(toImportedToken(ADDRESS, { name: null, symbol: "", decimals: 6 })).toEqual({
      address: ADDRESS,
      name: "Unknown Token",
      symbol: "UNKNOWN",
      decimals: 6,
    });
  });

  it("is no token without decimals", () => {
    expect(toImportedToken(ADDRESS, { name: "Cake", symbol: "CAKE", decimals: null })).toBeNull();
  });

  it("cuts absurd names and symbols a contract returns", () => {
    const token = toImportedToken(ADDRESS, {
      name: "N".repeat(5000),
      symbol: "S\u202e".repeat(500),
      decimals: 18,
    });
    expect(token?.name.length).toBe(64);
    expect(token?.symbol.length).toBe(32);
    expect(token?.symbol.includes("\u202e")).toBe(false);
  });
});
