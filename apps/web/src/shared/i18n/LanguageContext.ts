import { createContext } from "react";
import type { DictionaryUnavailableError } from "./DictionaryUnavailableError.ts";
import type { Language } from "./languages.ts";
import type { TranslationData } from "./translate.ts";

export type TranslateFunction = (key: string, data?: TranslationData) => string;

export interface LanguageContextValue {
  readonly currentLanguage: Language;
  /**
   * Switches once the language's dictionary has loaded (the current language stays meanwhile) and
   * stores the choice. When the dictionary cannot be loaded the current language stays and
   * `loadError` says why.
   */
  readonly setLanguage: (language: Language) => Promise<void>;
  /** A dictionary is being fetched. */
  readonly isLoading: boolean;
  /** The latest dictionary that could not be loaded, the stored choice's on start included. */
  readonly loadError: DictionaryUnavailableError | null;
  readonly t: TranslateFunction;
}

export const LanguageContext = createContext<LanguageContextValue | undefined>(undefined);
