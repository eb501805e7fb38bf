// Building an Intl.NumberFormat costs far more than formatting with one, and lists of pools and farms
// format every row on every block: formats are built once per locale and options, then reused.
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Intl.NumberFormat for `locale` with Latin digits (0-9) whatever the language: amounts stay readable
 * next to token symbols and copyable into an input, while group and decimal separators follow the
 * locale (de-DE 1.234,56; hi-IN 12,34,567.8). Shared per locale and options.
 */
export function createNumberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = formats.get(cacheKey);
  if (format === undefined) {
    format = new Intl.NumberFormat(new Intl.Locale(locale, { numberingSystem: "latn" }).toString(), options);
    formats.set(cacheKey, format);
  }
  return format;
}

/** The character `locale` writes between a number's whole part and its decimals ('.' in en-US, ',' in de-DE). */
export function decimalSeparator(locale: string): string {
  return (
    createNumberFormat(locale)
      .formatToParts(1.1)
      .find((part) => part.type === "decimal")?.value ?? "."
  );
}
