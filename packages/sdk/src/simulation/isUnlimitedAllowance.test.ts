import { maxUint256 } from "viem";
import { describe, expect, it } from "vitest";
import { isUnlimitedAllowance } from "./isUnlimitedAllowance.ts";

describe("isUnlimitedAllowance", () => {
  it("names every common 'maximum' unlimited", () => {
    expect(isUnlimitedAllowance(maxUint256)).toBe(true);
    expect(isUnlimitedAllowance(2n ** 255n - 1n)).toBe(true);
    expect(isUnlimitedAllowance(2n ** 160n - 1n)).toBe(true);
  });

  it("keeps any amount a supply could reach limited", () => {
    expect(isUnlimitedAllowance(2n ** 128n - 1n)).toBe(false);
    expect(isUnlimitedAllowance(10n ** 27n)).toBe(false);
    expect(isUnlimitedAllowance(0n)).toBe(false);
  });
});
