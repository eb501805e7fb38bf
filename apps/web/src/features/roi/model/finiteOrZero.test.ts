import { describe, expect, it } from "vitest";
import { finiteOrZero } from "./finiteOrZero.ts";

describe("finiteOrZero", () => {
  it("keeps finite numbers and turns NaN and infinities into 0", () => {
    expect(finiteOrZero(12.5)).toBe(12.5);
    expect(finiteOrZero(-3)).toBe(-3);
    expect(finiteOrZero(Number.NaN)).toBe(0);
    expect(finiteOrZero(Number.POSITIVE_INFINITY)).toBe(0);
    expect(finiteOrZero(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});
