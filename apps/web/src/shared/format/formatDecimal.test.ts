import { describe, expect, it } from "vitest";
import { formatDecimal } from "./formatDecimal.ts";

describe("formatDecimal", () => {
  it("rounds to the requested decimals and groups by thousands", () => {
    expect(formatDecimal(12_345.678, 2)).toBe("12,345.68");
    expect(formatDecimal(1_234_567, 0)).toBe("1,234,567");
    expect(formatDecimal(0.5, 2)).toBe("0.50");
    expect(formatDecimal(0, 2)).toBe("0.00");
  });
});
