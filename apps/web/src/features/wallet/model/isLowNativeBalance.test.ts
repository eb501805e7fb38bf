import { describe, expect, it } from "vitest";
import { isLowNativeBalance } from "./isLowNativeBalance.ts";

describe("isLowNativeBalance", () => {
  it("warns at and below 2000000000 wei", () => {
    expect(isLowNativeBalance(0n)).toBe(true);
    expect(isLowNativeBalance(2_000_000_000n)).toBe(true);
  });

  it("stays quiet above it", () => {
    expect(isLowNativeBalance(2_000_000_001n)).toBe(false);
    expect(isLowNativeBalance(10n ** 18n)).toBe(false);
  });
});
