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

/** en-US's: what most of the app's locales share, so each locale below lists only its differences. */
const EN_US: NumberSymbols = {
  decimal: ".",
  group: ",",
  minusSign: "-",
  primaryGroupingSize: 3,
  secondaryGroupingSize: 3,
  minimumGroupingDigits: 1,
  nan: "NaN",
  infinity: "∞",
};

const DIFFERENCES_FROM_EN_US = {
  "ar-SA": { minusSign: "\u200e-", nan: "ليس\u00a0رقمًا" },
  "bn-BD": { secondaryGroupingSize: 2 },
  "en-US": {},
  "de-DE": { decimal: ",", group: "." },
  "el-GR": { decimal: ",", group: "." },
  "es-ES": { decimal: ",", group: ".", minimumGroupingDigits: 2 },
  "fi-FI": { decimal: ",", group: "\u00a0", minusSign: "\u2212", nan: "epäluku" },
  "fil-PH": {},
  "fr-FR": { decimal: ",", group: "\u202f" },
  "hi-IN": { secondaryGroupingSize: 2 },
  "hu-HU": { decimal: ",", group: "\u00a0", minimumGroupingDigits: 2 },
  "id-ID": { decimal: ",", group: "." },
  "it-IT": { decimal: ",", group: ".", minimumGroupingDigits: 2 },
  "ja-JP": {},
  "ko-KR": {},
  "nl-NL": { decimal: ",", group: "." },
  "pl-PL": { decimal: ",", group: "\u00a0", minimumGroupingDigits: 2 },
  "pt-BR": { decimal: ",", group: "." },
  "pt-PT": { decimal: ",", group: "\u00a0", minimumGroupingDigits: 2 },
  "ro-RO": { decimal: ",", group: "." },
  "ru-RU": { decimal: ",", group: "\u00a0", nan: "не\u00a0число" },
  "sv-SE": { decimal: ",", group: "\u00a0", minusSign: "\u2212" },
  "ta-IN": { secondaryGroupingSize: 2 },
  "tr-TR": { decimal: ",", group: "." },
  "uk-UA": { decimal: ",", group: "\u00a0" },
  "vi-VN": { decimal: ",", group: "." },
  "zh-CN": {},
  "zh-TW": { nan: "非數值" },
} satisfies Readonly<Record<string, Partial<NumberSymbols>>>;

type KnownLocale = keyof typeof DIFFERENCES_FROM_EN_US;

const NUMBER_SYMBOLS = Object.fromEntries(
  Object.entries(DIFFERENCES_FROM_EN_US).map(([locale, differences]) => [
    locale,
    { ...EN_US, ...differences },
  ]),
) as Readonly<Record<KnownLocale, NumberSymbols>>;

function isKnownLocale(locale: string): locale is KnownLocale {
  return Object.hasOwn(DIFFERENCES_FROM_EN_US, locale);
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
