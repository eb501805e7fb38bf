import { describe, expect, it } from "vitest";
import { computePayoutMultiplier } from "./computePayoutMultiplier.ts";

const bnb = (amount: number) => BigInt(amount * 1000) * 10n ** 15n;

describe("computePayoutMultiplier", () => {
  it("is total / side × rewardRate / 100", () => {
    expect(computePayoutMultiplier(bnb(3), bnb(1), 97n)).toBe(2.91);
    expect(computePayoutMultiplier(bnb(3), bnb(2), 97n)).toBe(1.455);
    expect(computePayoutMultiplier(bnb(1), bnb(1), 97n)).toBe(0.97);
  });

  it("is 0 while nobody is on the side", () => {
    expect(computePayoutMultiplier(bnb(1), 0n, 97n)).toBe(0);
    expect(computePayoutMultiplier(0n, 0n, 97n)).toBe(0);
  });
});
