export { LanguageProvider } from "./LanguageProvider.tsx";
export { useTranslation } from "./useTranslation.ts";
export type { LanguageContextValue, TranslateFunction } from "./LanguageContext.ts";
export type { TranslationData } from "./translate.ts";
export { EN, languages, type Language } from "./languages.ts";
export type { TranslatableText } from "./TranslatableText.ts";
