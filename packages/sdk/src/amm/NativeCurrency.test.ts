import { describe, expect, it } from "vitest";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import { NativeCurrency } from "./NativeCurrency.ts";
import { Token } from "./Token.ts";

const wbnb = new Token(31337, "0x5FbDB2315678afecb367f032d93F642f64180aa3", 18, "WBNB", "Wrapped BNB");

describe("NativeCurrency", () => {
  it("is BNB with 18 decimals, trading as the chain's WBNB", () => {
    const bnb = new NativeCurrency(31337, wbnb);
    expect([bnb.symbol, bnb.name, bnb.decimals, bnb.isNative, bnb.isToken]).toEqual([
      "BNB",
      "BNB",
      18,
      true,
      false,
    ]);
    expect(bnb.wrapped).toBe(wbnb);
  });

  it("equals BNB on the same chain, not its wrapped token", () => {
    const bnb = new NativeCurrency(31337, wbnb);
    expect(bnb.equals(new NativeCurrency(31337, wbnb))).toBe(true);
    expect(bnb.equals(wbnb)).toBe(false);
  });

  it("refuses a wrapped token from another chain", () => {
    expect(() => new NativeCurrency(56, wbnb)).toThrow(InvalidCurrencyError);
  });
});
