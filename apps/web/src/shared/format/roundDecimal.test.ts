import { describe, expect, it } from "vitest";
import { roundDecimal } from "./roundDecimal.ts";

describe("roundDecimal", () => {
  it("rounds half away from zero at the maximum decimals", () => {
    expect(roundDecimal("1.005", 0, 2)).toEqual({ whole: "1", fraction: "01" });
    expect(roundDecimal("1.0049", 0, 2)).toEqual({ whole: "1", fraction: "" });
    expect(roundDecimal("2.5", 0, 0)).toEqual({ whole: "3", fraction: "" });
    expect(roundDecimal("0.5", 0, 0)).toEqual({ whole: "1", fraction: "" });
  });

  it("carries into the whole part", () => {
    expect(roundDecimal("999.9995", 0, 3)).toEqual({ whole: "1000", fraction: "" });
    expect(roundDecimal("0.96", 1, 1)).toEqual({ whole: "1", fraction: "0" });
  });

  it("rounds what is far below the last decimal to zero", () => {
    expect(roundDecimal("0.0000000001", 0, 3)).toEqual({ whole: "0", fraction: "" });
    expect(roundDecimal("0.0000000001", 2, 3)).toEqual({ whole: "0", fraction: "00" });
  });

  it("trims trailing zeros down to the minimum decimals, and pads up to it", () => {
    expect(roundDecimal("1.5000", 0, 6)).toEqual({ whole: "1", fraction: "5" });
    expect(roundDecimal("1.5", 3, 6)).toEqual({ whole: "1", fraction: "500" });
    expect(roundDecimal("12", 2, 2)).toEqual({ whole: "12", fraction: "00" });
  });

  it("keeps every digit of a long whole part", () => {
    expect(roundDecimal("123456789012345678901234567890.5", 0, 0)).toEqual({
      whole: "123456789012345678901234567891",
      fraction: "",
    });
  });
});
