export { LanguageProvider } from "./LanguageProvider.tsx";
export { useTranslation } from "./useTranslation.ts";
export { useLocale } from "./useLocale.ts";
export type { LanguageContextValue, TranslateFunction } from "./LanguageContext.ts";
export type { TranslationData } from "./translate.ts";
export { EN, languages, shortLanguageCode, type Language } from "./languages.ts";
export { DictionaryUnavailableError } from "./DictionaryUnavailableError.ts";
export type { TranslatableText } from "./TranslatableText.ts";
