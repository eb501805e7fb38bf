import { useMemo, type ReactNode } from "react";
import { EN } from "./languages.ts";
import { LanguageContext, type LanguageContextValue } from "./LanguageContext.ts";
import { translate, type Dictionary, type TranslationData } from "./translate.ts";

/** English needs no dictionary: every key is already its English text. */
const englishDictionary: Dictionary = {};

export function LanguageProvider({ children }: { children: ReactNode }) {
  const value = useMemo<LanguageContextValue>(
    () => ({
      currentLanguage: EN,
      t: (key: string, data?: TranslationData) => translate(englishDictionary, key, data),
    }),
    [],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
