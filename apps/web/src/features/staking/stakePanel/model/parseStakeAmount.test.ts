import { describe, expect, it } from "vitest";
import { parseStakeAmount } from "./parseStakeAmount.ts";

describe("parseStakeAmount", () => {
  it("converts typed text with the token's decimals", () => {
    expect(parseStakeAmount("1.5", 18)).toBe(1_500_000_000_000_000_000n);
    expect(parseStakeAmount("12", 8)).toBe(1_200_000_000n);
    expect(parseStakeAmount(".25", 2)).toBe(25n);
    expect(parseStakeAmount("3.", 6)).toBe(3_000_000n);
  });

  it("drops digits beyond the decimals instead of rounding up", () => {
    expect(parseStakeAmount("0.129", 2)).toBe(12n);
    expect(parseStakeAmount("7.9", 0)).toBe(7n);
  });

  it("gives nothing for empty or non-numeric text", () => {
    expect(parseStakeAmount("", 18)).toBeUndefined();
    expect(parseStakeAmount(".", 18)).toBeUndefined();
    expect(parseStakeAmount("1e3", 18)).toBeUndefined();
    expect(parseStakeAmount("-1", 18)).toBeUndefined();
  });

  it("keeps zero as an amount, which the validation then refuses", () => {
    expect(parseStakeAmount("0.0", 18)).toBe(0n);
  });
});
