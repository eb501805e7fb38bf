import { describe, expect, it } from "vitest";
import { GriddleError } from "@griddle/sdk";
import { applyUserSettingsPatch } from "./applyUserSettingsPatch.ts";
import { InvalidUserSettingError } from "./InvalidUserSettingError.ts";
import { DEFAULT_STORED_USER_SETTINGS, type StoredUserSettings } from "./storedUserSettings.ts";

describe("applyUserSettingsPatch", () => {
  it("changes only the patched fields", () => {
    const next = applyUserSettingsPatch(DEFAULT_STORED_USER_SETTINGS, {
      slippageBps: 100,
      transactionSpeed: "instant",
    });
    expect(next).toEqual({ ...DEFAULT_STORED_USER_SETTINGS, slippageBps: 100, transactionSpeed: "instant" });
    expect(DEFAULT_STORED_USER_SETTINGS.slippageBps).toBe(50);
  });

  it("returns the same object when nothing changes", () => {
    const current = DEFAULT_STORED_USER_SETTINGS;
    expect(applyUserSettingsPatch(current, {})).toBe(current);
    expect(applyUserSettingsPatch(current, { slippageBps: 50, audioOn: true })).toBe(current);
    expect(applyUserSettingsPatch(current, { expertMode: undefined })).toBe(current);
  });

  it.each<[string, unknown]>([
    ["slippageBps", 5000],
    ["slippageBps", -1],
    ["slippageBps", 12.5],
    ["deadlineSeconds", 0],
    ["deadlineSeconds", Number.NaN],
    ["expertMode", "yes"],
    ["transactionSpeed", "turbo"],
    ["gasPriceWei", 5n],
  ])("refuses %s = %s with a typed error naming the field", (field, value) => {
    const patch = { [field]: value } as Partial<StoredUserSettings>;
    const attempt = () => applyUserSettingsPatch(DEFAULT_STORED_USER_SETTINGS, patch);
    expect(attempt).toThrow(InvalidUserSettingError);
    expect(attempt).toThrow(GriddleError);
    expect(attempt).toThrow(expect.objectContaining({ field, value }));
  });
});
