import { describe, expect, it } from "vitest";
import { Fraction } from "./Fraction.ts";
import { Percent } from "./Percent.ts";

describe("Percent", () => {
  it("formats the percentage, not the fraction", () => {
    expect(new Percent(50n, 10_000n).toFixed(2)).toBe("0.50");
    expect(new Percent(1n, 3n).toSignificant()).toBe("33.333");
    expect(new Percent(1n, 3n).toFixed()).toBe("33.33");
    expect(new Percent(1n, 1n).toFixed(0)).toBe("100");
  });

  it("stays a percent through arithmetic", () => {
    const sum = new Percent(1n, 100n).add(new Percent(2n, 100n));
    expect(sum).toBeInstanceOf(Percent);
    expect(sum.toFixed(1)).toBe("3.0");
    expect(new Percent(1n, 2n).subtract(new Fraction(1n, 4n)).toFixed(0)).toBe("25");
    expect(new Percent(1n, 2n).multiply(3n).toFixed(0)).toBe("150");
    expect(new Percent(1n, 2n).divide(2n).toFixed(0)).toBe("25");
  });
});
