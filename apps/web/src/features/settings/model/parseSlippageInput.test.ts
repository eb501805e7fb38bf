import { describe, expect, it } from "vitest";
import { parseSlippageInput } from "./parseSlippageInput.ts";

describe("parseSlippageInput", () => {
  it("treats empty or blank text as no custom value", () => {
    expect(parseSlippageInput("")).toEqual({ status: "empty" });
    expect(parseSlippageInput("  ")).toEqual({ status: "empty" });
  });

  it("reads percentages with up to two decimals as whole basis points", () => {
    expect(parseSlippageInput("0.5")).toEqual({ status: "valid", bps: 50 });
    expect(parseSlippageInput("0.29")).toEqual({ status: "valid", bps: 29 });
    expect(parseSlippageInput("1.10")).toEqual({ status: "valid", bps: 110 });
    expect(parseSlippageInput("3")).toEqual({ status: "valid", bps: 300 });
    expect(parseSlippageInput("3.")).toEqual({ status: "valid", bps: 300 });
    expect(parseSlippageInput(".75")).toEqual({ status: "valid", bps: 75 });
    expect(parseSlippageInput("0")).toEqual({ status: "valid", bps: 0 });
  });

  it("accepts a comma as the decimal point", () => {
    expect(parseSlippageInput("0,8")).toEqual({ status: "valid", bps: 80 });
  });

  it("rejects text that does not equal its two-decimal form", () => {
    expect(parseSlippageInput("0.123")).toEqual({ status: "invalid" });
    expect(parseSlippageInput("1.005")).toEqual({ status: "invalid" });
  });

  it("accepts values under 50% only", () => {
    expect(parseSlippageInput("49.99")).toEqual({ status: "valid", bps: 4999 });
    expect(parseSlippageInput("50")).toEqual({ status: "invalid" });
    expect(parseSlippageInput("120")).toEqual({ status: "invalid" });
  });

  it("rejects anything that is not a plain decimal number", () => {
    for (const text of ["abc", "-1", "1e1", "1.2.3", ".", "0x10", "Infinity", "1%"]) {
      expect(parseSlippageInput(text), text).toEqual({ status: "invalid" });
    }
  });
});
