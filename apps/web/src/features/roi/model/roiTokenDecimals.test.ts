import { describe, expect, it } from "vitest";
import { roiTokenDecimals } from "./roiTokenDecimals.ts";

describe("roiTokenDecimals", () => {
  it("is 5 when price / 1000 rounds above 0, else 3", () => {
    expect(roiTokenDecimals(1)).toBe(3);
    expect(roiTokenDecimals(499.99)).toBe(3);
    expect(roiTokenDecimals(500)).toBe(5);
    expect(roiTokenDecimals(45000)).toBe(5);
  });

  it("is 3 for a price that is not known", () => {
    expect(roiTokenDecimals(Number.NaN)).toBe(3);
    expect(roiTokenDecimals(0)).toBe(3);
  });
});
