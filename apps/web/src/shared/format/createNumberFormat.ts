/**
 * Intl.NumberFormat for `locale` with Latin digits (0-9) whatever the language: amounts stay readable
 * next to token symbols and copyable into an input, while group and decimal separators follow the
 * locale (de-DE 1.234,56; hi-IN 12,34,567.8).
 */
export function createNumberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(new Intl.Locale(locale, { numberingSystem: "latn" }).toString(), options);
}
