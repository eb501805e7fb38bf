import { describe, expect, it } from "vitest";
import { convertCakeToShares, convertSharesToCake } from "./convertVaultShares.ts";

const ONE = 10n ** 18n;

describe("convertSharesToCake", () => {
  it("values shares at the price per full share", () => {
    expect(convertSharesToCake(10n * ONE, (ONE * 3n) / 2n)).toBe(15n * ONE);
    expect(convertSharesToCake(3n, ONE + 1n)).toBe(3n);
  });
});

describe("convertCakeToShares", () => {
  it("gives the shares worth an amount of CAKE, rounded down", () => {
    expect(convertCakeToShares(15n * ONE, (ONE * 3n) / 2n)).toBe(10n * ONE);
    expect(convertCakeToShares(2n, 3n * ONE)).toBe(0n);
  });

  it("gives none while the price is unknown", () => {
    expect(convertCakeToShares(ONE, 0n)).toBe(0n);
  });
});
