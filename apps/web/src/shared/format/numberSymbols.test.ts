import { describe, expect, it } from "vitest";
import { EN, languages } from "../i18n/languages.ts";
import { decimalSeparator, numberSymbols, type NumberSymbols } from "./numberSymbols.ts";

function intlFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(new Intl.Locale(locale, { numberingSystem: "latn" }).toString());
}

/** The symbols read from Node's Intl, the way numberSymbols.ts was written. */
function intlSymbols(locale: string): NumberSymbols {
  const format = intlFormat(locale);
  const parts = format.formatToParts(-1234567890.5);
  const textOf = (type: Intl.NumberFormatPartTypes) => parts.find((part) => part.type === type)?.value;
  const integers = parts.filter((part) => part.type === "integer").map((part) => part.value);
  const primaryGroupingSize = integers.at(-1)?.length ?? 0;
  const isGrouped = (digits: number) =>
    format.formatToParts(10 ** (digits - 1)).some((part) => part.type === "group");
  const firstDigit = parts.findIndex((part) => part.type === "integer");
  return {
    decimal: textOf("decimal") ?? "",
    group: textOf("group") ?? "",
    minusSign: parts
      .slice(0, firstDigit)
      .map((part) => part.value)
      .join(""),
    primaryGroupingSize,
    secondaryGroupingSize: integers.at(-2)?.length ?? 0,
    minimumGroupingDigits: [1, 2, 3].find((extra) => isGrouped(primaryGroupingSize + extra)) ?? 0,
    nan: format.format(NaN),
    infinity: format.format(Infinity),
  };
}

const locales = languages.map((language) => language.locale);

describe("numberSymbols", () => {
  it.each(locales)("equals what Node's Intl uses in %s", (locale) => {
    expect(numberSymbols(locale)).toEqual(intlSymbols(locale));
  });

  it.each(locales)("leaves nothing around the digits of %s but the minus sign and separators", (locale) => {
    const types = (value: number) =>
      intlFormat(locale)
        .formatToParts(value)
        .map((part) => part.type);
    expect(types(1234567.5)).toEqual([
      "integer",
      "group",
      "integer",
      "group",
      "integer",
      "decimal",
      "fraction",
    ]);
    expect(types(-1).at(-1)).toBe("integer");
    expect(types(-Infinity).at(-1)).toBe("infinity");
  });

  it("has an entry of its own for every language", () => {
    const others = locales.filter((locale) => locale !== EN.locale);
    expect(others).toHaveLength(27);
    for (const locale of others) expect(numberSymbols(locale)).not.toBe(numberSymbols(EN.locale));
  });

  it("falls back to en-US for a locale the app has no language for", () => {
    expect(numberSymbols("de-CH")).toBe(numberSymbols("en-US"));
    expect(numberSymbols("toString")).toBe(numberSymbols("en-US"));
  });

  it("has the characters that are easy to get wrong", () => {
    expect(numberSymbols("fr-FR").group).toBe("\u202f");
    expect(numberSymbols("ru-RU").group).toBe("\u00a0");
    expect(numberSymbols("sv-SE").minusSign).toBe("\u2212");
    expect(numberSymbols("ar-SA").minusSign).toBe("\u200e-");
    expect(numberSymbols("hi-IN").secondaryGroupingSize).toBe(2);
    expect(numberSymbols("pl-PL").minimumGroupingDigits).toBe(2);
  });
});

describe("decimalSeparator", () => {
  it("is the locale's decimal separator", () => {
    expect(decimalSeparator("en-US")).toBe(".");
    expect(decimalSeparator("de-DE")).toBe(",");
  });
});
