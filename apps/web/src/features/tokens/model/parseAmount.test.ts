import { afterEach, describe, expect, it, vi } from "vitest";
import { parseAmount } from "./parseAmount.ts";
import { BNB, USDC } from "../../../shared/testing/mainnetTokens.ts";

describe("parseAmount", () => {
  afterEach(() => vi.restoreAllMocks());

  it("converts typed text with the currency's decimals", () => {
    expect(parseAmount("1.5", BNB)?.quotient).toBe(15n * 10n ** 17n);
    expect(parseAmount("0.000001", USDC)?.quotient).toBe(1n);
    expect(parseAmount(".5", USDC)?.quotient).toBe(500_000n);
    expect(parseAmount("2.", USDC)?.quotient).toBe(2_000_000n);
    expect(parseAmount("1.5", BNB)?.currency).toBe(BNB);
  });

  it("counts zero, empty text and a missing currency as no amount", () => {
    expect(parseAmount("0", BNB)).toBeUndefined();
    expect(parseAmount("0.000", BNB)).toBeUndefined();
    expect(parseAmount("", BNB)).toBeUndefined();
    expect(parseAmount(".", BNB)).toBeUndefined();
    expect(parseAmount("1", undefined)).toBeUndefined();
  });

  it("only logs text that does not parse", () => {
    const debug = vi.spyOn(console, "debug").mockImplementation(() => undefined);
    expect(parseAmount("0.0000001", USDC)).toBeUndefined();
    expect(parseAmount("1e5", BNB)).toBeUndefined();
    expect(debug).toHaveBeenCalledTimes(2);
  });
});
