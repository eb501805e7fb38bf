import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "./CurrencyAmount.ts";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import { Price } from "./Price.ts";
import { Token } from "./Token.ts";

const usdc = new Token(31337, "0x0165878A594ca255338adfa4d48449f69242Eb8F", 6, "USDC", "USD Coin");
const wbnb = new Token(31337, "0x5FbDB2315678afecb367f032d93F642f64180aa3", 18, "WBNB", "Wrapped BNB");
const btcb = new Token(31337, "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6", 8, "BTCB", "BTCB Token");

// 1 WBNB (10^18 raw) buys 600 USDC (600·10^6 raw).
const bnbInUsdc = new Price(wbnb, usdc, 10n ** 18n, 600n * 10n ** 6n);

describe("Price", () => {
  it("shows whole units of quote per whole unit of base, whatever the decimals", () => {
    expect(bnbInUsdc.toSignificant()).toBe("600");
    expect(bnbInUsdc.toFixed()).toBe("600.0000");
    expect(bnbInUsdc.invert().toSignificant()).toBe("0.00166667");
    expect(bnbInUsdc.invert().baseCurrency).toBe(usdc);
  });

  it("quotes an amount of the base currency in the quote currency", () => {
    const quoted = bnbInUsdc.quote(CurrencyAmount.fromRawAmount(wbnb, 2n * 10n ** 18n));
    expect(quoted.currency).toBe(usdc);
    expect(quoted.quotient).toBe(1200n * 10n ** 6n);
    expect(() => bnbInUsdc.quote(CurrencyAmount.fromRawAmount(usdc, 1n) as never)).toThrow(
      InvalidCurrencyError,
    );
  });

  it("chains through a shared currency", () => {
    // 1 BTCB (10^8 raw) buys 100 WBNB.
    const btcbInBnb = new Price(btcb, wbnb, 10n ** 8n, 100n * 10n ** 18n);
    const btcbInUsdc = btcbInBnb.multiply(bnbInUsdc);
    expect(btcbInUsdc.baseCurrency).toBe(btcb);
    expect(btcbInUsdc.quoteCurrency).toBe(usdc);
    expect(btcbInUsdc.toFixed(2)).toBe("60000.00");
    expect(() => bnbInUsdc.multiply(btcbInBnb as never)).toThrow(InvalidCurrencyError);
  });

  it("scales by the currencies' decimals", () => {
    expect(bnbInUsdc.scalar.numerator).toBe(10n ** 18n);
    expect(bnbInUsdc.scalar.denominator).toBe(10n ** 6n);
  });
});
