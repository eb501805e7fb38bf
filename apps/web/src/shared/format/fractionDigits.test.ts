import { describe, expect, it } from "vitest";
import { fractionDigits } from "./fractionDigits.ts";

describe("fractionDigits", () => {
  it("shows 0 to 3 decimals by default", () => {
    expect(fractionDigits()).toEqual({ minimum: 0, maximum: 3 });
  });

  it("lets a lone maximum set only the maximum", () => {
    expect(fractionDigits(undefined, 1)).toEqual({ minimum: 0, maximum: 1 });
    expect(fractionDigits(undefined, 8)).toEqual({ minimum: 0, maximum: 8 });
  });

  it("raises the maximum to a lone minimum above 3", () => {
    expect(fractionDigits(2)).toEqual({ minimum: 2, maximum: 3 });
    expect(fractionDigits(6)).toEqual({ minimum: 6, maximum: 6 });
  });

  it("floors fractional counts, as Intl does", () => {
    expect(fractionDigits(2.9, 2.1)).toEqual({ minimum: 2, maximum: 2 });
  });

  it("throws a RangeError for counts outside 0..100 or a minimum above the maximum", () => {
    expect(() => fractionDigits(3, 2)).toThrow(RangeError);
    expect(() => fractionDigits(-1)).toThrow(RangeError);
    expect(() => fractionDigits(undefined, 101)).toThrow(RangeError);
    expect(() => fractionDigits(Number.NaN)).toThrow(RangeError);
  });
});
