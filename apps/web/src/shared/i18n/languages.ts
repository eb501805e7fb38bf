/** A language the app can show. `code` names its dictionary file, /locales/{code}.json. */
export interface Language {
  readonly code: string;
  /** BCP 47 tag for <html lang> and number formatting. */
  readonly locale: string;
  /** The language's own name, shown in the language menu. */
  readonly language: string;
}

/** English is built in: its keys are its texts, so it needs no dictionary file. */
export const EN: Language = { code: "en-US", locale: "en-US", language: "English" };

export const languages: readonly Language[] = [EN];
