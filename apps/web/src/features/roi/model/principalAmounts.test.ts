import { describe, expect, it } from "vitest";
import { principalFromTokens, principalFromUsd } from "./principalAmounts.ts";

describe("principalFromUsd", () => {
  it("keeps the typed dollars and converts to tokens at 10 decimals", () => {
    expect(principalFromUsd("100", 3)).toEqual({ principalAsUSD: "100", principalAsToken: "33.3333333333" });
    expect(principalFromUsd("1000.5", 2)).toEqual({
      principalAsUSD: "1000.5",
      principalAsToken: "500.2500000000",
    });
  });

  it("converts exactly, without floating-point noise in the 10 decimals", () => {
    // 1000 / 0.0001 is 9999999.999999998 in binary floating point
    expect(principalFromUsd("1000", 0.0001).principalAsToken).toBe("10000000.0000000000");
    expect(principalFromUsd("123456789012", 12.5).principalAsToken).toBe("9876543120.9600000000");
    expect(principalFromUsd("1000", 0.85).principalAsToken).toBe("1176.4705882353");
  });

  it("shows 0.00 tokens for an empty, zero or unconvertible amount", () => {
    expect(principalFromUsd("", 3).principalAsToken).toBe("0.00");
    expect(principalFromUsd("0", 3).principalAsToken).toBe("0.00");
    expect(principalFromUsd("100", 0).principalAsToken).toBe("0.00");
  });
});

describe("principalFromTokens", () => {
  it("keeps the typed tokens and converts to dollars at 2 decimals", () => {
    expect(principalFromTokens("2", 1.5)).toEqual({ principalAsToken: "2", principalAsUSD: "3.00" });
    expect(principalFromTokens("0.333", 10)).toEqual({ principalAsToken: "0.333", principalAsUSD: "3.33" });
    // rounds half up: 0.005 dollars
    expect(principalFromTokens("0.001", 5).principalAsUSD).toBe("0.01");
  });

  it("shows 0.00 dollars for an empty amount or a missing price", () => {
    expect(principalFromTokens("", 1.5).principalAsUSD).toBe("0.00");
    expect(principalFromTokens("5", Number.NaN).principalAsUSD).toBe("0.00");
  });
});
