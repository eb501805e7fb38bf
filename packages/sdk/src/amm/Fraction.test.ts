import { describe, expect, it } from "vitest";
import { Fraction } from "./Fraction.ts";
import { Rounding } from "./Rounding.ts";

const fraction = (numerator: bigint, denominator = 1n) => new Fraction(numerator, denominator);
const value = (f: Fraction) => `${f.numerator}/${f.denominator}`;

describe("Fraction", () => {
  it("divides down to a quotient and keeps the remainder", () => {
    expect(fraction(8n, 3n).quotient).toBe(2n);
    expect(value(fraction(8n, 3n).remainder)).toBe("2/3");
    expect(fraction(12n).quotient).toBe(12n);
  });

  it("adds, subtracts, multiplies and divides exactly, with bigints too", () => {
    expect(value(fraction(1n, 3n).add(fraction(1n, 6n)))).toBe("9/18");
    expect(value(fraction(1n, 4n).add(fraction(2n, 4n)))).toBe("3/4");
    expect(value(fraction(1n, 2n).subtract(fraction(1n, 3n)))).toBe("1/6");
    expect(value(fraction(1n, 2n).subtract(1n))).toBe("-1/2");
    expect(value(fraction(2n, 3n).multiply(fraction(3n, 4n)))).toBe("6/12");
    expect(value(fraction(2n, 3n).divide(fraction(4n, 5n)))).toBe("10/12");
    expect(value(fraction(2n, 3n).multiply(3n))).toBe("6/3");
    expect(value(fraction(2n, 3n).invert())).toBe("3/2");
  });

  it("compares by value, not by representation", () => {
    expect(fraction(1n, 2n).equalTo(fraction(2n, 4n))).toBe(true);
    expect(fraction(1n, 3n).lessThan(fraction(1n, 2n))).toBe(true);
    expect(fraction(1n, 3n).greaterThan(fraction(1n, 2n))).toBe(false);
    expect(fraction(5n, 2n).greaterThan(2n)).toBe(true);
    expect(fraction(4n, 2n).equalTo(2n)).toBe(true);
  });

  it("formats as plain decimals, half up unless told otherwise", () => {
    expect(fraction(2n, 3n).toSignificant(4)).toBe("0.6667");
    expect(fraction(2n, 3n).toSignificant(4, Rounding.ROUND_DOWN)).toBe("0.6666");
    expect(fraction(1234567n, 100n).toFixed(1)).toBe("12345.7");
    expect(fraction(1234567n, 100n).toFixed(0, Rounding.ROUND_DOWN)).toBe("12345");
  });
});
