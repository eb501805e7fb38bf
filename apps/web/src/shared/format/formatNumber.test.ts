import { describe, expect, it } from "vitest";
import { languages } from "../i18n/languages.ts";
import { formatNumber, type FormatNumberOptions } from "./formatNumber.ts";

const locales = languages.map((language) => language.locale);

const intlFormats = new Map<string, Intl.NumberFormat>();

/** What the app printed before formatNumber: Node's Intl with Latin digits. */
function intlFormat(value: number | bigint, locale: string, options: FormatNumberOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = intlFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(new Intl.Locale(locale, { numberingSystem: "latn" }).toString(), options);
    intlFormats.set(key, format);
  }
  return format.format(value);
}

const OPTION_SETS: readonly FormatNumberOptions[] = [
  {},
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 3, maximumFractionDigits: 3 },
  { minimumFractionDigits: 6, maximumFractionDigits: 6 },
  { minimumFractionDigits: 18, maximumFractionDigits: 18 },
  { minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { minimumFractionDigits: 0, maximumFractionDigits: 3 },
  { maximumFractionDigits: 5 },
  { minimumFractionDigits: 4 },
  { minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: false },
  { useGrouping: false },
  { useGrouping: true },
];

const TRICKY_VALUES: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.1,
  0.1 + 0.2,
  1.005,
  2.675,
  1.0005,
  0.5,
  1.5,
  2.5,
  -2.5,
  -0.5,
  0.05,
  0.0005,
  -0.0001,
  -0.004,
  -0.005,
  999.9995,
  9.9999995,
  99999.5,
  999,
  1000,
  1234,
  -1234,
  9999,
  12345,
  123456,
  1234567.891,
  -1234567.891,
  1e21,
  1.5e21,
  2 ** 70,
  1e22,
  -1e21,
  1e-7,
  1.5e-7,
  1e-10,
  -1e-10,
  5e-7,
  123456789012345680000,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.EPSILON,
  Number.MIN_VALUE,
  Number.MAX_VALUE,
  NaN,
  Infinity,
  -Infinity,
];

/** mulberry32: a seeded generator, so the sweep checks the same values on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Values from 1e-9 to 1e22 of both signs: arbitrary doubles, and short decimals ending in 5 (the halfway cases
 * rounding can get wrong) at every scale.
 */
function sweepValues(count: number): number[] {
  const random = seededRandom(20240611);
  return Array.from({ length: count }, (_, index) => {
    const sign = random() < 0.5 ? -1 : 1;
    const exponent = Math.floor(random() * 32) - 9;
    const value =
      index % 2 === 0
        ? (1 + random() * 9) * 10 ** exponent
        : Number(`${Math.floor(random() * 1e6)}5e${exponent - 7}`);
    return sign * value;
  });
}

/** Every value under every option set, each compared with Intl (the failure names value and options). */
function expectEachAsIntl(values: readonly (number | bigint)[], locale: string): void {
  for (const options of OPTION_SETS) {
    for (const value of values) {
      expect([value, options, formatNumber(value, locale, options)]).toEqual([
        value,
        options,
        intlFormat(value, locale, options),
      ]);
    }
  }
}

describe("formatNumber", () => {
  it.each(locales)("writes the tricky values as Intl does in %s", (locale) => {
    expectEachAsIntl(TRICKY_VALUES, locale);
  });

  const sweep = sweepValues(3000);

  it.each(locales)("writes 3000 seeded values as Intl does in %s", (locale) => {
    for (const options of OPTION_SETS) {
      for (const value of sweep) {
        const actual = formatNumber(value, locale, options);
        // One comparison per mismatch only: reporting the value and options that differ.
        if (actual !== intlFormat(value, locale, options)) {
          expect([value, options, actual]).toEqual([value, options, intlFormat(value, locale, options)]);
        }
      }
    }
  });

  it.each(locales)("writes bigints as Intl does in %s", (locale) => {
    const values = [0n, 1n, -1n, 999n, 1234n, -1234567n, 12345678901234567890n, 10n ** 30n, -(10n ** 30n)];
    expectEachAsIntl(values, locale);
  });

  it("rounds the shortest decimal half away from zero", () => {
    expect(formatNumber(1.005, "en-US", { maximumFractionDigits: 2 })).toBe("1.01");
    expect(formatNumber(-2.5, "en-US", { maximumFractionDigits: 0 })).toBe("-3");
    expect(formatNumber(999.9995, "en-US")).toBe("1,000");
  });

  it("keeps the minus sign of negative zero and of negatives rounded to zero", () => {
    expect(formatNumber(-0, "en-US")).toBe("-0");
    expect(formatNumber(-0.0001, "en-US", { maximumFractionDigits: 2 })).toBe("-0");
    expect(formatNumber(-1, "sv-SE")).toBe("\u22121");
  });

  it("writes exponent forms out in full", () => {
    expect(formatNumber(1.5e21, "en-US")).toBe("1,500,000,000,000,000,000,000");
    expect(formatNumber(1.5e-7, "en-US", { maximumFractionDigits: 8 })).toBe("0.00000015");
  });

  it("groups as the locale does unless told to always or never group", () => {
    expect(formatNumber(1234, "es-ES")).toBe("1234");
    expect(formatNumber(12345, "es-ES")).toBe("12.345");
    expect(formatNumber(1234, "es-ES", { useGrouping: true })).toBe("1.234");
    expect(formatNumber(12345, "es-ES", { useGrouping: false })).toBe("12345");
    expect(formatNumber(1234567, "hi-IN")).toBe("12,34,567");
  });

  it("throws the RangeError Intl throws for impossible decimals", () => {
    expect(() => formatNumber(1, "en-US", { minimumFractionDigits: 3, maximumFractionDigits: 2 })).toThrow(
      RangeError,
    );
    expect(() => formatNumber(1, "en-US", { maximumFractionDigits: 101 })).toThrow(RangeError);
  });
});
