import { describe, expect, it } from "vitest";
import { DictionaryUnavailableError } from "./DictionaryUnavailableError.ts";
import type { Language } from "./languages.ts";
import { parseDictionary } from "./parseDictionary.ts";

const german: Language = { code: "de-DE", locale: "de-DE", language: "Deutsch" };

describe("parseDictionary", () => {
  it("accepts an object of strings", () => {
    const json = { Swap: "Tauschen", "Stake %symbol%": "%symbol% staken" };
    expect(parseDictionary(german, json)).toEqual(json);
    expect(parseDictionary(german, {})).toEqual({});
  });

  it.each([
    ["null", null],
    ["an array", ["Swap"]],
    ["a string", "Swap"],
    ["a number value", { Swap: 1 }],
    ["a nested object", { Swap: { text: "Tauschen" } }],
    ["a null value", { Swap: null }],
  ])("rejects %s with a typed error naming the language", (_, json) => {
    expect(() => parseDictionary(german, json)).toThrow(DictionaryUnavailableError);
    try {
      parseDictionary(german, json);
    } catch (error) {
      expect((error as DictionaryUnavailableError).language).toBe(german);
    }
  });
});
