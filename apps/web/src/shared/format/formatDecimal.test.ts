import { describe, expect, it } from "vitest";
import { formatDecimal } from "./formatDecimal.ts";

describe("formatDecimal", () => {
  it("rounds to the requested decimals and groups by thousands", () => {
    expect(formatDecimal(12_345.678, 2, "en-US")).toBe("12,345.68");
    expect(formatDecimal(1_234_567, 0, "en-US")).toBe("1,234,567");
    expect(formatDecimal(0.5, 2, "en-US")).toBe("0.50");
    expect(formatDecimal(0, 2, "en-US")).toBe("0.00");
  });

  it("uses the locale's separators", () => {
    expect(formatDecimal(12_345.678, 2, "de-DE")).toBe("12.345,68");
    expect(formatDecimal(1_234_567.5, 1, "hi-IN")).toBe("12,34,567.5");
  });

  it("keeps Latin digits in Arabic and Hindi", () => {
    expect(formatDecimal(12_345.678, 2, "ar-SA")).toBe("12,345.68");
    expect(formatDecimal(0.5, 2, "hi-IN")).toBe("0.50");
  });
});
