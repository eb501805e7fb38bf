/** How a locale writes numbers with Latin digits (0-9): the pieces Intl's number format puts around them. */
export interface NumberSymbols {
  /** Between the whole part and the decimals ('.' in en-US, ',' in de-DE). */
  readonly decimal: string;
  /** Between groups of whole digits: ',', '.', a no-break space (U+00A0) or a narrow one (U+202F). */
  readonly group: string;
  /** All that precedes a negative number's digits: '-', U+2212 (fi-FI, sv-SE), U+200E and '-' (ar-SA). */
  readonly minusSign: string;
  /** Digits in the rightmost group of the whole part. */
  readonly primaryGroupingSize: number;
  /** Digits in each group further left: 3, or 2 in Indian grouping (hi-IN 12,34,567). */
  readonly secondaryGroupingSize: number;
  /** Whole digits needed left of the rightmost group before any separator is written (es-ES 1234 but 12.345). */
  readonly minimumGroupingDigits: number;
  /** What stands for NaN. */
  readonly nan: string;
  /** What stands for Infinity (after minusSign for -Infinity). */
  readonly infinity: string;
}

// CLDR 48 data as ICU 78 (Node 24) gives it for `${locale}-u-nu-latn`, read once from formatToParts and written
// out so that no Intl object is built at runtime (see formatNumber.ts); numberSymbols.test.ts checks every entry
// against Node's Intl number format. Invisible and look-alike characters are written as escapes.
const NUMBER_SYMBOLS = {
  "ar-SA": {
    decimal: ".",
    group: ",",
    minusSign: "\u200e-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "ليس\u00a0رقمًا",
    infinity: "∞",
  },
  "bn-BD": {
    decimal: ".",
    group: ",",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 2,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "en-US": {
    decimal: ".",
    group: ",",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "de-DE": {
    decimal: ",",
    group: ".",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "el-GR": {
    decimal: ",",
    group: ".",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "es-ES": {
    decimal: ",",
    group: ".",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 2,
    nan: "NaN",
    infinity: "∞",
  },
  "fi-FI": {
    decimal: ",",
    group: "\u00a0",
    minusSign: "\u2212",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "epäluku",
    infinity: "∞",
  },
  "fil-PH": {
    decimal: ".",
    group: ",",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "fr-FR": {
    decimal: ",",
    group: "\u202f",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "hi-IN": {
    decimal: ".",
    group: ",",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 2,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "hu-HU": {
    decimal: ",",
    group: "\u00a0",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 2,
    nan: "NaN",
    infinity: "∞",
  },
  "id-ID": {
    decimal: ",",
    group: ".",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "it-IT": {
    decimal: ",",
    group: ".",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 2,
    nan: "NaN",
    infinity: "∞",
  },
  "ja-JP": {
    decimal: ".",
    group: ",",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "ko-KR": {
    decimal: ".",
    group: ",",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "nl-NL": {
    decimal: ",",
    group: ".",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "pl-PL": {
    decimal: ",",
    group: "\u00a0",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 2,
    nan: "NaN",
    infinity: "∞",
  },
  "pt-BR": {
    decimal: ",",
    group: ".",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "pt-PT": {
    decimal: ",",
    group: "\u00a0",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 2,
    nan: "NaN",
    infinity: "∞",
  },
  "ro-RO": {
    decimal: ",",
    group: ".",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "ru-RU": {
    decimal: ",",
    group: "\u00a0",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "не\u00a0число",
    infinity: "∞",
  },
  "sv-SE": {
    decimal: ",",
    group: "\u00a0",
    minusSign: "\u2212",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "ta-IN": {
    decimal: ".",
    group: ",",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 2,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "tr-TR": {
    decimal: ",",
    group: ".",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "uk-UA": {
    decimal: ",",
    group: "\u00a0",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "vi-VN": {
    decimal: ",",
    group: ".",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "zh-CN": {
    decimal: ".",
    group: ",",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "NaN",
    infinity: "∞",
  },
  "zh-TW": {
    decimal: ".",
    group: ",",
    minusSign: "-",
    primaryGroupingSize: 3,
    secondaryGroupingSize: 3,
    minimumGroupingDigits: 1,
    nan: "非數值",
    infinity: "∞",
  },
} satisfies Readonly<Record<string, NumberSymbols>>;

type KnownLocale = keyof typeof NUMBER_SYMBOLS;

function isKnownLocale(locale: string): locale is KnownLocale {
  return Object.hasOwn(NUMBER_SYMBOLS, locale);
}

/**
 * The symbols `locale` writes numbers with, for formatting without Intl objects. Any other tag gets en-US's: the app
 * only formats in its own languages, and English is the one it falls back to everywhere else (languages.ts).
 */
export function numberSymbols(locale: string): NumberSymbols {
  return isKnownLocale(locale) ? NUMBER_SYMBOLS[locale] : NUMBER_SYMBOLS["en-US"];
}

/** The character `locale` writes between a number's whole part and its decimals ('.' in en-US, ',' in de-DE). */
export function decimalSeparator(locale: string): string {
  return numberSymbols(locale).decimal;
}
