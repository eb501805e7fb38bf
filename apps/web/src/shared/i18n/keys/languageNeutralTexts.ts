/**
 * Texts shown as they are in every language: ticker symbols, units and placeholders of digits. The
 * extractor lets them bypass t(), and the locale check does not count them as untranslated.
 */
export const LANGUAGE_NEUTRAL_TEXTS: ReadonlySet<string> = new Set([
  "USD",
  "0 USD",
  "CAKE",
  "0x0000",
  "0x...",
  "v",
]);
