import { describe, expect, it } from "vitest";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import { NativeCurrency } from "./NativeCurrency.ts";
import { Token } from "./Token.ts";

const BUSD = "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56";
const WBNB = "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c";

describe("Token", () => {
  it("checksums its address, so equal tokens have equal address strings", () => {
    const token = new Token(56, BUSD.toLowerCase(), 18, "BUSD", "Binance USD");
    expect(token.address).toBe(BUSD);
    expect(token.isToken).toBe(true);
    expect(token.isNative).toBe(false);
    expect(token.wrapped).toBe(token);
  });

  it("equals a token with the same chain and address only", () => {
    const busd = new Token(56, BUSD, 18, "BUSD", "Binance USD");
    expect(busd.equals(new Token(56, BUSD.toLowerCase(), 18, "other", "symbol and name do not count"))).toBe(
      true,
    );
    expect(busd.equals(new Token(97, BUSD, 18, "BUSD", "Binance USD"))).toBe(false);
    expect(busd.equals(new Token(56, WBNB, 18, "WBNB", "Wrapped BNB"))).toBe(false);
  });

  it("sorts by address as the factory orders a pair's tokens", () => {
    const busd = new Token(56, BUSD, 18, "BUSD", "Binance USD");
    const wbnb = new Token(56, WBNB, 18, "WBNB", "Wrapped BNB");
    expect(wbnb.sortsBefore(busd)).toBe(true);
    expect(busd.sortsBefore(wbnb)).toBe(false);
  });

  it("rejects an invalid address or decimal count", () => {
    expect(() => new Token(56, "0x1234", 18, "X", "X")).toThrow();
    expect(() => new Token(56, BUSD, 256, "X", "X")).toThrow(InvalidCurrencyError);
    expect(() => new Token(56, BUSD, 1.5, "X", "X")).toThrow(InvalidCurrencyError);
  });

  it("is never equal to the native coin", () => {
    const wbnb = new Token(56, WBNB, 18, "WBNB", "Wrapped BNB");
    expect(wbnb.equals(new NativeCurrency(56, wbnb))).toBe(false);
  });
});
