import { describe, expect, it } from "vitest";
import { effectiveCompoundsPerDay } from "./effectiveCompoundsPerDay.ts";

describe("effectiveCompoundsPerDay", () => {
  it("uses the chosen frequency while compounding is on, 0 when off", () => {
    expect(effectiveCompoundsPerDay({ compounding: true, compoundingFrequency: 1 / 7 }, undefined)).toBe(
      1 / 7,
    );
    expect(effectiveCompoundsPerDay({ compounding: false, compoundingFrequency: 1 / 7 }, undefined)).toBe(0);
  });

  it("lets a fixed auto-compound frequency override the selection", () => {
    expect(effectiveCompoundsPerDay({ compounding: false, compoundingFrequency: 1 }, 5000)).toBe(5000);
    expect(effectiveCompoundsPerDay({ compounding: true, compoundingFrequency: 1 / 30 }, 5000)).toBe(5000);
  });

  it("ignores an auto-compound frequency of 0", () => {
    expect(effectiveCompoundsPerDay({ compounding: true, compoundingFrequency: 1 }, 0)).toBe(1);
  });
});
