import { PLACEHOLDER } from "../translate.ts";
import { LANGUAGE_NEUTRAL_TEXTS } from "./languageNeutralTexts.ts";

/**
 * Above this share of values still equal to their English key, a dictionary counts as not
 * translated: a few texts (names, short labels) may rightly stay English, most may not.
 */
export const MAX_UNTRANSLATED_SHARE = 0.12;

/** The %name% placeholders of a text, sorted, so two texts compare as multisets. */
function placeholdersOf(text: string): string {
  return [...text.matchAll(PLACEHOLDER)]
    .map(([placeholder]) => placeholder)
    .sort()
    .join(" ");
}

/**
 * Checks one language's dictionary (parsed JSON) against the English keys: every key present and
 * no other, every value a non-empty text with the same placeholders as its key, and most values
 * actually translated. Returns the problems, empty when the dictionary is complete.
 */
export function checkLocaleDictionary(
  englishKeys: readonly string[],
  dictionary: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  const known = new Set(englishKeys);
  let translatable = 0;
  let untranslated = 0;
  for (const key of englishKeys) {
    if (!Object.hasOwn(dictionary, key)) {
      problems.push(`missing key: ${JSON.stringify(key)}`);
      continue;
    }
    const value = dictionary[key];
    if (typeof value !== "string" || value.trim() === "") {
      problems.push(`empty value: ${JSON.stringify(key)}`);
      continue;
    }
    if (placeholdersOf(value) !== placeholdersOf(key)) {
      problems.push(`placeholders differ: ${JSON.stringify(key)} -> ${JSON.stringify(value)}`);
    }
    if (LANGUAGE_NEUTRAL_TEXTS.has(key)) continue;
    translatable += 1;
    if (value === key) untranslated += 1;
  }
  for (const key of Object.keys(dictionary)) {
    if (!known.has(key)) problems.push(`unknown key: ${JSON.stringify(key)}`);
  }
  if (translatable > 0 && untranslated / translatable > MAX_UNTRANSLATED_SHARE) {
    problems.push(
      `untranslated: ${untranslated} of ${translatable} values equal their English key (at most ${MAX_UNTRANSLATED_SHARE * 100}% may)`,
    );
  }
  return problems;
}
