import { DictionaryUnavailableError } from "./DictionaryUnavailableError.ts";
import type { Language } from "./languages.ts";
import type { Dictionary } from "./translate.ts";

/** Checks a fetched dictionary: a JSON object whose every value is a string (keys are the English texts). */
export function parseDictionary(language: Language, json: unknown): Dictionary {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new DictionaryUnavailableError(language, "not a JSON object");
  }
  for (const [key, value] of Object.entries(json)) {
    if (typeof value !== "string") {
      throw new DictionaryUnavailableError(language, `the entry "${key}" is not a string`);
    }
  }
  return json as Dictionary;
}
