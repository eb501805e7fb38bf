import { useTranslation } from "./useTranslation.ts";

/** The active language's BCP 47 tag, for the number and date formatters. */
export function useLocale(): string {
  return useTranslation().currentLanguage.locale;
}
