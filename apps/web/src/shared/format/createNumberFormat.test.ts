import { describe, expect, it } from "vitest";
import { createNumberFormat, decimalSeparator } from "./createNumberFormat.ts";

describe("createNumberFormat", () => {
  it("writes Latin digits with the locale's separators", () => {
    expect(createNumberFormat("de-DE").format(1234.5)).toBe("1.234,5");
    expect(createNumberFormat("ar-SA").format(1234.5)).toMatch(/^1.234.5$/);
  });

  it("reuses one format per locale and options", () => {
    expect(createNumberFormat("de-DE", { maximumFractionDigits: 2 })).toBe(
      createNumberFormat("de-DE", { maximumFractionDigits: 2 }),
    );
    expect(createNumberFormat("de-DE", { maximumFractionDigits: 2 })).not.toBe(
      createNumberFormat("de-DE", { maximumFractionDigits: 3 }),
    );
    expect(createNumberFormat("de-DE")).not.toBe(createNumberFormat("fr-FR"));
  });
});

describe("decimalSeparator", () => {
  it("is the locale's decimal separator", () => {
    expect(decimalSeparator("en-US")).toBe(".");
    expect(decimalSeparator("de-DE")).toBe(",");
  });
});
