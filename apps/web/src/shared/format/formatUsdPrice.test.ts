import { describe, expect, it } from "vitest";
import { formatUsdPrice } from "./formatUsdPrice.ts";

describe("formatUsdPrice", () => {
  it("shows 3 decimals by default, rounding the last one", () => {
    expect(formatUsdPrice(1.2346, "en-US")).toBe("$1.235");
    expect(formatUsdPrice(20.1, "en-US")).toBe("$20.100");
  });

  it("pads small and whole prices, without thousands separators", () => {
    expect(formatUsdPrice(0, "en-US")).toBe("$0.000");
    expect(formatUsdPrice(0.0004, "en-US")).toBe("$0.000");
    expect(formatUsdPrice(12, "en-US")).toBe("$12.000");
    expect(formatUsdPrice(1234.5, "en-US")).toBe("$1234.500");
  });

  it("takes another number of decimals", () => {
    expect(formatUsdPrice(1.23456, "en-US", 2)).toBe("$1.23");
  });

  it("uses the locale's decimal separator and Latin digits", () => {
    expect(formatUsdPrice(1.2346, "de-DE")).toBe("$1,235");
    expect(formatUsdPrice(1234.5, "de-DE")).toBe("$1234,500");
    expect(formatUsdPrice(1.2346, "ar-SA")).toBe("$1.235");
    expect(formatUsdPrice(1.2346, "hi-IN")).toBe("$1.235");
  });
});
