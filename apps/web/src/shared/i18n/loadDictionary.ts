import { DictionaryUnavailableError } from "./DictionaryUnavailableError.ts";
import type { Language } from "./languages.ts";
import { parseDictionary } from "./parseDictionary.ts";
import type { Dictionary } from "./translate.ts";

/** GET /locales/{code}.json (spec 000 section 7) under the app's base path. */
export async function loadDictionary(language: Language): Promise<Dictionary> {
  const url = `${import.meta.env.BASE_URL}locales/${language.code}.json`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new DictionaryUnavailableError(language, "the request failed", { cause: error });
  }
  if (!response.ok) throw new DictionaryUnavailableError(language, `HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new DictionaryUnavailableError(language, "the response is not JSON", { cause: error });
  }
  return parseDictionary(language, json);
}
