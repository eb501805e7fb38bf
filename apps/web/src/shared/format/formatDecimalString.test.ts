import { describe, expect, it } from "vitest";
import { formatDecimalString } from "./formatDecimalString.ts";

describe("formatDecimalString", () => {
  it("groups the whole part and keeps every fraction digit", () => {
    expect(formatDecimalString("1234.50000", "en-US")).toBe("1,234.50000");
    expect(formatDecimalString("1234567", "en-US")).toBe("1,234,567");
    expect(formatDecimalString("0.000000000000000001", "en-US")).toBe("0.000000000000000001");
  });

  it("keeps digits beyond a float's precision", () => {
    expect(formatDecimalString("123456789012345678901.123456789012345678", "en-US")).toBe(
      "123,456,789,012,345,678,901.123456789012345678",
    );
  });

  it("keeps the sign, also of amounts below one", () => {
    expect(formatDecimalString("-0.5", "en-US")).toBe("-0.5");
    expect(formatDecimalString("-1234", "de-DE")).toBe("-1.234");
  });

  it("follows the locale's separators with Latin digits", () => {
    expect(formatDecimalString("1234567.89", "de-DE")).toBe("1.234.567,89");
    expect(formatDecimalString("1234567.89", "ar-SA")).toBe("1,234,567.89");
    expect(formatDecimalString("1234567.89", "hi-IN")).toBe("12,34,567.89");
  });

  it("returns anything but a plain decimal unchanged", () => {
    expect(formatDecimalString("<0.01", "de-DE")).toBe("<0.01");
    expect(formatDecimalString("", "de-DE")).toBe("");
    expect(formatDecimalString("1e21", "de-DE")).toBe("1e21");
  });
});
