import { describe, expect, it } from "vitest";
import { calculateGasMargin } from "./calculateGasMargin.ts";

describe("calculateGasMargin", () => {
  it("adds 10% by default", () => {
    expect(calculateGasMargin(100_000n)).toBe(110_000n);
    expect(calculateGasMargin(21_000n)).toBe(23_100n);
  });

  it("rounds down a fractional result and takes another margin", () => {
    expect(calculateGasMargin(12_345n)).toBe(13_579n);
    expect(calculateGasMargin(100_000n, 2500n)).toBe(125_000n);
    expect(calculateGasMargin(0n)).toBe(0n);
  });
});
