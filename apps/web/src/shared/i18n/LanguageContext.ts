import { createContext } from "react";
import type { Language } from "./languages.ts";
import type { TranslationData } from "./translate.ts";

export type TranslateFunction = (key: string, data?: TranslationData) => string;

export interface LanguageContextValue {
  readonly currentLanguage: Language;
  readonly t: TranslateFunction;
}

export const LanguageContext = createContext<LanguageContextValue | undefined>(undefined);
