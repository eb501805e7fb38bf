import { describe, expect, it } from "vitest";
import { localizeDecimalString } from "./localizeDecimalString.ts";

describe("localizeDecimalString", () => {
  it("leaves English text exactly as the SDK wrote it", () => {
    expect(localizeDecimalString("1234.5", "en-US")).toBe("1234.5");
    expect(localizeDecimalString("0.000123", "en-US")).toBe("0.000123");
  });

  it("swaps the decimal point for the locale's separator without grouping", () => {
    expect(localizeDecimalString("1234.5", "de-DE")).toBe("1234,5");
  });

  it("keeps Latin digits with the locale's separator in Arabic", () => {
    const separator = new Intl.NumberFormat("ar-SA-u-nu-latn")
      .formatToParts(1.1)
      .find((p) => p.type === "decimal")?.value;
    expect(localizeDecimalString("1234.5", "ar-SA")).toBe(`1234${separator}5`);
    expect(localizeDecimalString("1234.5", "ar-SA")).toMatch(/^1234\D5$/);
  });

  it("keeps the sign, a '<' bound and a percent sign", () => {
    expect(localizeDecimalString("-0.25", "de-DE")).toBe("-0,25");
    expect(localizeDecimalString("<0.001", "de-DE")).toBe("<0,001");
    expect(localizeDecimalString("12.34%", "de-DE")).toBe("12,34%");
  });

  it("returns values without a decimal point unchanged", () => {
    expect(localizeDecimalString("1234", "de-DE")).toBe("1234");
    expect(localizeDecimalString("<1", "de-DE")).toBe("<1");
  });

  it("returns non-numeric text unchanged", () => {
    expect(localizeDecimalString("-", "de-DE")).toBe("-");
    expect(localizeDecimalString("", "de-DE")).toBe("");
    expect(localizeDecimalString("v1.2", "de-DE")).toBe("v1.2");
    expect(localizeDecimalString("1.2.3", "de-DE")).toBe("1.2.3");
  });
});
