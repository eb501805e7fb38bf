import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "./CurrencyAmount.ts";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import { NativeCurrency } from "./NativeCurrency.ts";
import { Rounding } from "./Rounding.ts";
import { Token } from "./Token.ts";

const usdc = new Token(31337, "0x0165878A594ca255338adfa4d48449f69242Eb8F", 6, "USDC", "USD Coin");
const wbnb = new Token(31337, "0x5FbDB2315678afecb367f032d93F642f64180aa3", 18, "WBNB", "Wrapped BNB");
const bnb = new NativeCurrency(31337, wbnb);

describe("CurrencyAmount", () => {
  it("keeps the raw amount as its quotient and shows whole units", () => {
    const amount = CurrencyAmount.fromRawAmount(usdc, 1_234_567_891n);
    expect(amount.quotient).toBe(1_234_567_891n);
    expect(amount.toExact()).toBe("1234.567891");
    expect(amount.toFixed()).toBe("1234.567891");
    expect(amount.toFixed(2)).toBe("1234.56");
    expect(amount.toFixed(2, Rounding.ROUND_HALF_UP)).toBe("1234.57");
    expect(amount.toSignificant()).toBe("1234.56");
    expect(amount.toSignificant(4)).toBe("1234");
  });

  it("drops trailing zeros only in toExact", () => {
    const amount = CurrencyAmount.fromRawAmount(usdc, 1_500_000n);
    expect(amount.toExact()).toBe("1.5");
    expect(amount.toFixed()).toBe("1.500000");
    expect(CurrencyAmount.fromRawAmount(usdc, 3_000_000n).toExact()).toBe("3");
    expect(CurrencyAmount.fromRawAmount(usdc, 0n).toExact()).toBe("0");
    expect(CurrencyAmount.fromRawAmount(usdc, 7n).toExact()).toBe("0.000007");
  });

  it("adds and subtracts amounts of the same currency only", () => {
    const one = CurrencyAmount.fromRawAmount(usdc, 1_000_000n);
    expect(one.add(one).quotient).toBe(2_000_000n);
    expect(one.subtract(CurrencyAmount.fromRawAmount(usdc, 1n)).quotient).toBe(999_999n);
    expect(() => one.add(CurrencyAmount.fromRawAmount(wbnb, 1n) as never)).toThrow(InvalidCurrencyError);
    expect(() => one.subtract(CurrencyAmount.fromRawAmount(wbnb, 1n) as never)).toThrow("invalid currency");
  });

  it("scales by fractions and keeps the currency", () => {
    const amount = CurrencyAmount.fromRawAmount(usdc, 1_000_000n).multiply(3n).divide(4n);
    expect(amount.currency).toBe(usdc);
    expect(amount.quotient).toBe(750_000n);
    expect(CurrencyAmount.fromFractionalAmount(usdc, 7n, 2n).quotient).toBe(3n);
  });

  it("wraps BNB into WBNB for pairs", () => {
    const amount = CurrencyAmount.fromRawAmount(bnb, 10n ** 18n);
    expect(amount.wrapped.currency).toBe(wbnb);
    expect(amount.wrapped.quotient).toBe(10n ** 18n);
    const tokenAmount = CurrencyAmount.fromRawAmount(usdc, 1n);
    expect(tokenAmount.wrapped).toBe(tokenAmount);
  });
});
