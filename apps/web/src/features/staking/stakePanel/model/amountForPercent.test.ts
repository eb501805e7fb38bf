import { describe, expect, it } from "vitest";
import { amountForPercent, percentForAmount } from "./amountForPercent.ts";

describe("amountForPercent", () => {
  it("takes the quick-button shares of the maximum, rounded down", () => {
    expect(amountForPercent(1_001n, 25)).toBe(250n);
    expect(amountForPercent(1_001n, 50)).toBe(500n);
    expect(amountForPercent(1_001n, 75)).toBe(750n);
    expect(amountForPercent(1_001n, 100)).toBe(1_001n);
  });

  it("moves in 1% steps and stays within 0 to 100%", () => {
    expect(amountForPercent(10n ** 18n, 1)).toBe(10n ** 16n);
    expect(amountForPercent(500n, 0)).toBe(0n);
    expect(amountForPercent(500n, 130)).toBe(500n);
    expect(amountForPercent(500n, -5)).toBe(0n);
  });
});

describe("percentForAmount", () => {
  it("places the slider at the typed amount's whole percent of the maximum", () => {
    expect(percentForAmount(250n, 1_000n)).toBe(25);
    expect(percentForAmount(999n, 1_000n)).toBe(99);
  });

  it("stops at 100% for amounts above the maximum", () => {
    expect(percentForAmount(5_000n, 1_000n)).toBe(100);
  });

  it("rests at 0 with no amount or nothing to fill", () => {
    expect(percentForAmount(undefined, 1_000n)).toBe(0);
    expect(percentForAmount(10n, 0n)).toBe(0);
  });
});
