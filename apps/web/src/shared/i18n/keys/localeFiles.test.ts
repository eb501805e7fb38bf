import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EN, languages } from "../languages.ts";
import { checkLocaleDictionary } from "./checkLocaleDictionary.ts";
import { createWebSourceProgram } from "./createWebSourceProgram.ts";
import { extractTranslationKeys } from "./extractTranslationKeys.ts";
import { formatEnglishDictionary } from "./formatEnglishDictionary.ts";

const webAppDir = path.resolve(fileURLToPath(import.meta.url), "../../../../..");
const localesDir = path.join(webAppDir, "public/locales");

// One program for every check: building it is most of this file's time.
const { keys, problems } = extractTranslationKeys(createWebSourceProgram(webAppDir));

describe("locale files", () => {
  it("every translation key in the sources is a literal, and every visible text goes through t()", () => {
    expect(problems).toEqual([]);
  });

  it("en-US.json holds exactly the sources' keys", () => {
    expect(
      readFileSync(path.join(localesDir, "en-US.json"), "utf8"),
      "en-US.json is stale: run npm run i18n:extract -w @griddle/web",
    ).toBe(formatEnglishDictionary(keys));
  });

  for (const { code } of languages.filter((language) => language.code !== EN.code)) {
    it(`${code}.json translates every key, and only those`, () => {
      const file = path.join(localesDir, `${code}.json`);
      expect(existsSync(file), `public/locales/${code}.json is missing`).toBe(true);
      const dictionary: Record<string, unknown> = JSON.parse(readFileSync(file, "utf8"));
      expect(typeof dictionary === "object" && dictionary !== null && !Array.isArray(dictionary)).toBe(true);
      expect(checkLocaleDictionary(keys, dictionary)).toEqual([]);
    });
  }
});
