import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "@griddle/sdk";
import { maxAmountSpend, NATIVE_GAS_RESERVE } from "./maxAmountSpend.ts";
import { amountOf, BNB, CAKE } from "../../../shared/testing/mainnetTokens.ts";

describe("maxAmountSpend", () => {
  it("spends all of a token", () => {
    const balance = amountOf(CAKE, 5n);
    expect(maxAmountSpend(balance)).toBe(balance);
  });

  it("keeps 0.01 BNB for gas", () => {
    expect(NATIVE_GAS_RESERVE).toBe(10n ** 16n);
    expect(maxAmountSpend(amountOf(BNB, 1n))?.quotient).toBe(99n * 10n ** 16n);
    expect(maxAmountSpend(amountOf(BNB, 1n))?.currency).toBe(BNB);
  });

  it("spends no BNB at or below the reserve, and nothing without a balance", () => {
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(BNB, NATIVE_GAS_RESERVE))?.quotient).toBe(0n);
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(BNB, 5n))?.quotient).toBe(0n);
    expect(maxAmountSpend(undefined)).toBeUndefined();
  });
});
