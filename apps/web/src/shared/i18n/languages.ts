/** A language the app can show. `code` names its dictionary file, /locales/{code}.json. */
export interface Language {
  readonly code: string;
  /** BCP 47 tag for <html lang> and number and date formatting. */
  readonly locale: string;
  /** The language's own name, shown in the language menu. */
  readonly language: string;
}

/** English is built in: its keys are its texts, so it needs no dictionary file. */
export const EN: Language = { code: "en-US", locale: "en-US", language: "English" };

/** The 28 languages in the spec's order (spec 001, "Languages and dictionary facts"). */
export const languages: readonly Language[] = [
  { code: "ar-SA", locale: "ar-SA", language: "العربية" },
  { code: "bn-BD", locale: "bn-BD", language: "বাংলা" },
  EN,
  { code: "de-DE", locale: "de-DE", language: "Deutsch" },
  { code: "el-GR", locale: "el-GR", language: "Ελληνικά" },
  { code: "es-ES", locale: "es-ES", language: "Español" },
  { code: "fi-FI", locale: "fi-FI", language: "Suomi" },
  { code: "fil-PH", locale: "fil-PH", language: "Filipino" },
  { code: "fr-FR", locale: "fr-FR", language: "Français" },
  { code: "hi-IN", locale: "hi-IN", language: "हिन्दी" },
  { code: "hu-HU", locale: "hu-HU", language: "Magyar" },
  { code: "id-ID", locale: "id-ID", language: "Bahasa Indonesia" },
  { code: "it-IT", locale: "it-IT", language: "Italiano" },
  { code: "ja-JP", locale: "ja-JP", language: "日本語" },
  { code: "ko-KR", locale: "ko-KR", language: "한국어" },
  { code: "nl-NL", locale: "nl-NL", language: "Nederlands" },
  { code: "pl-PL", locale: "pl-PL", language: "Polski" },
  { code: "pt-BR", locale: "pt-BR", language: "Português (Brasil)" },
  { code: "pt-PT", locale: "pt-PT", language: "Português (Portugal)" },
  { code: "ro-RO", locale: "ro-RO", language: "Română" },
  { code: "ru-RU", locale: "ru-RU", language: "Русский" },
  { code: "sv-SE", locale: "sv-SE", language: "Svenska" },
  { code: "ta-IN", locale: "ta-IN", language: "தமிழ்" },
  { code: "tr-TR", locale: "tr-TR", language: "Türkçe" },
  { code: "uk-UA", locale: "uk-UA", language: "Українська" },
  { code: "vi-VN", locale: "vi-VN", language: "Tiếng Việt" },
  { code: "zh-CN", locale: "zh-CN", language: "简体中文" },
  { code: "zh-TW", locale: "zh-TW", language: "繁體中文" },
];

export function findLanguage(code: string): Language | undefined {
  return languages.find((language) => language.code === code);
}

/** The stored choice as a language: nothing, or a value no language has (an old or hand-edited entry), means English. */
export function parseStoredLanguage(raw: string | null): Language {
  return (raw === null ? undefined : findLanguage(raw)) ?? EN;
}

const RIGHT_TO_LEFT_CODES: ReadonlySet<string> = new Set(["ar-SA"]);

export function textDirection(code: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT_CODES.has(code) ? "rtl" : "ltr";
}

/** Short label of the language button: "EN", "DE", "FIL". */
export function shortLanguageCode(code: string): string {
  return (code.split("-")[0] ?? code).toUpperCase();
}
