import { describe, expect, it } from "vitest";
import { formatRate } from "./formatRate.ts";

describe("formatRate", () => {
  it("shows a 1e12-scaled rate as a percentage with 4 decimals, rounded down", () => {
    expect(formatRate(9_138_381_201n, "en-US")).toBe("0.9138");
    expect(formatRate(10_000_000_000n, "en-US")).toBe("1.0000");
    expect(formatRate(250_000_000_000n, "de-DE")).toBe("25,0000");
    expect(formatRate(0n, "en-US")).toBe("0.0000");
  });
});
