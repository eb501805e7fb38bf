import { describe, expect, it } from "vitest";
import { parseDecimalFraction } from "./parseDecimalFraction.ts";

function parsed(text: string): [bigint, bigint] | undefined {
  const fraction = parseDecimalFraction(text);
  return fraction && [fraction.numerator, fraction.denominator];
}

describe("parseDecimalFraction", () => {
  it("reads plain decimals exactly, including a bare point at either end", () => {
    expect(parsed("12.5")).toEqual([125n, 10n]);
    expect(parsed("1000")).toEqual([1000n, 1n]);
    expect(parsed("12.")).toEqual([12n, 1n]);
    expect(parsed(".05")).toEqual([5n, 100n]);
    expect(parsed("0.0001")).toEqual([1n, 10000n]);
  });

  it("reads the exponent form numbers print in", () => {
    expect(parsed(String(1e-7))).toEqual([1n, 10_000_000n]);
    expect(parsed(String(1.5e21))).toEqual([1_500_000_000_000_000_000_000n, 1n]);
  });

  it("rejects text that is no non-negative number", () => {
    expect(parseDecimalFraction("")).toBeUndefined();
    expect(parseDecimalFraction(".")).toBeUndefined();
    expect(parseDecimalFraction("-1")).toBeUndefined();
    expect(parseDecimalFraction("NaN")).toBeUndefined();
    expect(parseDecimalFraction("1,5")).toBeUndefined();
  });
});
