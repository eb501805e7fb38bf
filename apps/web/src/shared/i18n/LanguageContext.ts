import { createContext } from "react";
import type { Language } from "./languages.ts";
import type { TranslationData } from "./translate.ts";

export type TranslateFunction = (key: string, data?: TranslationData) => string;

export interface LanguageContextValue {
  readonly currentLanguage: Language;
  /**
   * Switches once the language's dictionary has loaded (the current language stays meanwhile) and
   * stores the choice. Rejects with a DictionaryUnavailableError, keeping the current language.
   */
  readonly setLanguage: (language: Language) => Promise<void>;
  /** A dictionary is being fetched. */
  readonly isLoading: boolean;
  readonly t: TranslateFunction;
}

export const LanguageContext = createContext<LanguageContextValue | undefined>(undefined);
