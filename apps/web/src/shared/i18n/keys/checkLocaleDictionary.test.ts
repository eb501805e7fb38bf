import { describe, expect, it } from "vitest";
import { checkLocaleDictionary, MAX_UNTRANSLATED_SHARE } from "./checkLocaleDictionary.ts";

const keys = ["Connect Wallet", "Stake %symbol%", "%amount% %quote% per %base%", "USD"];
const german = {
  "Connect Wallet": "Wallet verbinden",
  "Stake %symbol%": "%symbol% staken",
  "%amount% %quote% per %base%": "%amount% %quote% pro %base%",
  USD: "USD",
};

describe("checkLocaleDictionary", () => {
  it("accepts a complete dictionary, placeholders in any order", () => {
    expect(checkLocaleDictionary(keys, german)).toEqual([]);
  });

  it("reports missing and unknown keys", () => {
    const { "Connect Wallet": _dropped, ...rest } = german;
    expect(checkLocaleDictionary(keys, { ...rest, "Old text": "Alter Text" })).toEqual([
      'missing key: "Connect Wallet"',
      'unknown key: "Old text"',
    ]);
  });

  it("reports empty values and values that are not texts", () => {
    expect(checkLocaleDictionary(keys, { ...german, "Connect Wallet": " " })).toEqual([
      'empty value: "Connect Wallet"',
    ]);
    expect(checkLocaleDictionary(keys, { ...german, "Connect Wallet": 1 })).toEqual([
      'empty value: "Connect Wallet"',
    ]);
  });

  it("reports a placeholder lost, renamed or repeated", () => {
    const problems = (value: string) => checkLocaleDictionary(keys, { ...german, "Stake %symbol%": value });
    expect(problems("Staken")).toEqual(['placeholders differ: "Stake %symbol%" -> "Staken"']);
    expect(problems("%Symbol% staken")).toHaveLength(1);
    expect(problems("%symbol% %symbol% staken")).toHaveLength(1);
  });

  it(`reports a dictionary with more than ${MAX_UNTRANSLATED_SHARE * 100}% of its values still English`, () => {
    const many = Array.from({ length: 50 }, (_, index) => `Text ${index}`);
    const translated = (englishCount: number) =>
      Object.fromEntries(many.map((key, index) => [key, index < englishCount ? key : `Texte ${index}`]));
    expect(checkLocaleDictionary(many, translated(6))).toEqual([]);
    expect(checkLocaleDictionary(many, translated(7))).toEqual([
      "untranslated: 7 of 50 values equal their English key (at most 12% may)",
    ]);
  });

  it("does not count language-neutral texts as untranslated", () => {
    expect(
      checkLocaleDictionary(["USD", "CAKE", "Stake"], { USD: "USD", CAKE: "CAKE", Stake: "Staken" }),
    ).toEqual([]);
  });
});
