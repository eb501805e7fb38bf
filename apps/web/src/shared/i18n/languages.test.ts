import { describe, expect, it } from "vitest";
import {
  EN,
  findLanguage,
  languages,
  parseStoredLanguage,
  shortLanguageCode,
  textDirection,
} from "./languages.ts";

describe("languages", () => {
  it("offers the 28 locales in the spec's order, each with a unique code", () => {
    expect(languages.map((language) => language.code)).toEqual([
      "ar-SA",
      "bn-BD",
      "en-US",
      "de-DE",
      "el-GR",
      "es-ES",
      "fi-FI",
      "fil-PH",
      "fr-FR",
      "hi-IN",
      "hu-HU",
      "id-ID",
      "it-IT",
      "ja-JP",
      "ko-KR",
      "nl-NL",
      "pl-PL",
      "pt-BR",
      "pt-PT",
      "ro-RO",
      "ru-RU",
      "sv-SE",
      "ta-IN",
      "tr-TR",
      "uk-UA",
      "vi-VN",
      "zh-CN",
      "zh-TW",
    ]);
  });

  it("gives every language a locale Intl knows and a name of its own", () => {
    for (const language of languages) {
      expect(Intl.NumberFormat.supportedLocalesOf(language.locale)).toEqual([language.locale]);
      expect(language.language).not.toBe("");
    }
  });
});

describe("findLanguage", () => {
  it("finds a language by its code", () => {
    expect(findLanguage("de-DE")?.language).toBe("Deutsch");
    expect(findLanguage("en-US")).toBe(EN);
  });

  it("finds nothing for an unknown or differently cased code", () => {
    expect(findLanguage("xx-XX")).toBeUndefined();
    expect(findLanguage("de-de")).toBeUndefined();
  });
});

describe("parseStoredLanguage", () => {
  it("returns the stored language", () => {
    expect(parseStoredLanguage("ar-SA").language).toBe("العربية");
  });

  it("falls back to English for nothing, an unknown code or a corrupt value", () => {
    expect(parseStoredLanguage(null)).toBe(EN);
    expect(parseStoredLanguage("")).toBe(EN);
    expect(parseStoredLanguage("klingon")).toBe(EN);
    expect(parseStoredLanguage('{"code":"de-DE"}')).toBe(EN);
    expect(parseStoredLanguage("constructor")).toBe(EN);
  });
});

describe("textDirection", () => {
  it("is right to left for Arabic only", () => {
    expect(textDirection("ar-SA")).toBe("rtl");
    expect(languages.filter((language) => textDirection(language.code) === "rtl")).toHaveLength(1);
    expect(textDirection("en-US")).toBe("ltr");
  });
});

describe("shortLanguageCode", () => {
  it("is the language subtag in capitals", () => {
    expect(shortLanguageCode("en-US")).toBe("EN");
    expect(shortLanguageCode("fil-PH")).toBe("FIL");
  });
});
