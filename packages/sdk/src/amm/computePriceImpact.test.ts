import { describe, expect, it } from "vitest";
import { computePriceImpact } from "./computePriceImpact.ts";
import { CurrencyAmount } from "./CurrencyAmount.ts";
import { Price } from "./Price.ts";
import { Token } from "./Token.ts";

const usdc = new Token(31337, "0x0165878A594ca255338adfa4d48449f69242Eb8F", 6, "USDC", "USD Coin");
const wbnb = new Token(31337, "0x5FbDB2315678afecb367f032d93F642f64180aa3", 18, "WBNB", "Wrapped BNB");

describe("computePriceImpact", () => {
  it("is the share of the mid-price quote the output falls short by", () => {
    const midPrice = new Price(wbnb, usdc, 10n ** 18n, 600n * 10n ** 6n);
    const impact = computePriceImpact(
      midPrice,
      CurrencyAmount.fromRawAmount(wbnb, 2n * 10n ** 18n),
      CurrencyAmount.fromRawAmount(usdc, 1170n * 10n ** 6n),
    );
    // 1200 quoted, 1170 paid: 2.5%.
    expect(impact.toFixed(2)).toBe("2.50");
  });
});
