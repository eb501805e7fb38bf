import { describe, expect, it } from "vitest";
import { feeToPercent } from "./feeToPercent.ts";

describe("feeToPercent", () => {
  it("reads hundredths of a percent as percent", () => {
    expect(feeToPercent(200)).toBe(2);
    expect(feeToPercent(25)).toBe(0.25);
    expect(feeToPercent(10)).toBe(0.1);
  });
});
