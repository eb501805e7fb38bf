/** Values substituted for %name% placeholders in a translated text. */
export type TranslationData = Readonly<Record<string, string | number>>;

/** Translations of one language, keyed by the English text. */
export type Dictionary = Readonly<Record<string, string>>;

export const PLACEHOLDER = /%([A-Za-z0-9_]+)%/g;

/**
 * Looks `key` up in `dictionary` (the English text is its own translation, so a missing entry
 * shows English) and fills in %name% placeholders from `data`. A placeholder without a value stays
 * visible rather than silently disappearing.
 */
export function translate(dictionary: Dictionary, key: string, data?: TranslationData): string {
  const text = Object.hasOwn(dictionary, key) ? (dictionary[key] ?? key) : key;
  if (!data) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(data, name) ? String(data[name]) : placeholder,
  );
}
