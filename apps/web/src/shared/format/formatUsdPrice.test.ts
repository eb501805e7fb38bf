import { describe, expect, it } from "vitest";
import { formatUsdPrice } from "./formatUsdPrice.ts";

describe("formatUsdPrice", () => {
  it("shows 3 decimals by default, rounding the last one", () => {
    expect(formatUsdPrice(1.2346)).toBe("$1.235");
    expect(formatUsdPrice(20.1)).toBe("$20.100");
  });

  it("pads small and whole prices", () => {
    expect(formatUsdPrice(0)).toBe("$0.000");
    expect(formatUsdPrice(0.0004)).toBe("$0.000");
    expect(formatUsdPrice(12)).toBe("$12.000");
  });

  it("takes another number of decimals", () => {
    expect(formatUsdPrice(1.23456, 2)).toBe("$1.23");
  });
});
