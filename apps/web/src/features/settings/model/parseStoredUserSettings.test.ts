import { describe, expect, it } from "vitest";
import { parseStoredUserSettings } from "./parseStoredUserSettings.ts";
import { serializeUserSettings } from "./serializeUserSettings.ts";
import { DEFAULT_STORED_USER_SETTINGS, type StoredUserSettings } from "./storedUserSettings.ts";
import { USER_SETTING_FIELDS } from "./userSettingValidators.ts";

const custom: StoredUserSettings = {
  slippageBps: 75,
  deadlineSeconds: 600,
  expertMode: true,
  expertModeAcknowledged: true,
  singleHopOnly: true,
  audioOn: false,
  transactionSpeed: "fast",
};

describe("parseStoredUserSettings", () => {
  it("gives the defaults, with nothing reported, when nothing is stored", () => {
    expect(parseStoredUserSettings(null)).toEqual({
      settings: DEFAULT_STORED_USER_SETTINGS,
      corruptFields: [],
    });
  });

  it("reads back what serializeUserSettings wrote", () => {
    expect(parseStoredUserSettings(serializeUserSettings(custom))).toEqual({
      settings: custom,
      corruptFields: [],
    });
  });

  it("replaces each corrupt field with its default and keeps the valid ones", () => {
    const stored = JSON.stringify({
      version: 1,
      slippageBps: "lots",
      deadlineSeconds: -60,
      expertMode: 1,
      singleHopOnly: true,
      audioOn: false,
      transactionSpeed: "warp",
    });
    const { settings, corruptFields } = parseStoredUserSettings(stored);
    expect(settings).toEqual({ ...DEFAULT_STORED_USER_SETTINGS, singleHopOnly: true, audioOn: false });
    expect([...corruptFields].sort()).toEqual(
      ["deadlineSeconds", "expertMode", "slippageBps", "transactionSpeed"].sort(),
    );
  });

  it("gives missing fields their default without reporting them", () => {
    expect(parseStoredUserSettings(JSON.stringify({ version: 1, slippageBps: 10 }))).toEqual({
      settings: { ...DEFAULT_STORED_USER_SETTINGS, slippageBps: 10 },
      corruptFields: [],
    });
  });

  it("ignores properties it does not know, including an own __proto__", () => {
    const known = JSON.stringify({ version: 1, ...custom, gasPriceWei: "oops" });
    const stored = `${known.slice(0, -1)},"__proto__":{"audioOn":true}}`;
    expect(parseStoredUserSettings(stored)).toEqual({ settings: custom, corruptFields: [] });
  });

  it.each([
    ["garbage text", "not json {"],
    ["a JSON string", '"settings"'],
    ["JSON null", "null"],
    ["an array", "[1,2,3]"],
    ["a number", "42"],
    ["a blob without a version", JSON.stringify(custom)],
    ["a blob of another version", JSON.stringify({ ...custom, version: 2 })],
  ])("falls back to every default for %s, reporting every field", (_, stored) => {
    expect(parseStoredUserSettings(stored)).toEqual({
      settings: DEFAULT_STORED_USER_SETTINGS,
      corruptFields: USER_SETTING_FIELDS,
    });
  });
});
