import { GriddleError } from "@griddle/sdk";
import type { Language } from "./languages.ts";

/** A language's dictionary could not be fetched, or what came back is not a dictionary. */
export class DictionaryUnavailableError extends GriddleError {
  override readonly name = "DictionaryUnavailableError";
  readonly language: Language;
  constructor(language: Language, reason: string, options?: { cause?: unknown }) {
    super(`The ${language.code} dictionary is unavailable: ${reason}`, options);
    this.language = language;
  }
}
