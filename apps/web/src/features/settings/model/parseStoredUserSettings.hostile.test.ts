import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HOSTILE_RUNS,
  hostileJsonValue,
  hostileStoredText,
} from "../../../shared/testing/hostileArbitraries.ts";
import { parseStoredUserSettings } from "./parseStoredUserSettings.ts";
import { USER_SETTINGS_VERSION } from "./serializeUserSettings.ts";
import { DEFAULT_STORED_USER_SETTINGS } from "./storedUserSettings.ts";
import { USER_SETTING_FIELDS, userSettingValidators } from "./userSettingValidators.ts";

describe("parseStoredUserSettings on hostile storage (issue 26)", () => {
  it("gives settings the dialog could have produced, whatever is stored", () => {
    fc.assert(
      fc.property(hostileStoredText, (raw) => {
        const { settings } = parseStoredUserSettings(raw);
        for (const field of USER_SETTING_FIELDS)
          expect(userSettingValidators[field](settings[field])).toBe(true);
        expect(Object.keys(settings).sort()).toEqual([...USER_SETTING_FIELDS].sort());
      }),
      HOSTILE_RUNS,
    );
  });

  it("keeps a valid slippage and deadline when every other field is garbage, and names only the garbage", () => {
    const garbage = fc.dictionary(
      fc.constantFrom(...USER_SETTING_FIELDS, "__proto__", "constructor"),
      hostileJsonValue,
    );
    fc.assert(
      fc.property(garbage, (fields) => {
        const { slippageBps: _slippage, deadlineSeconds: _deadline, ...others } = fields;
        const raw = JSON.stringify({
          ...others,
          version: USER_SETTINGS_VERSION,
          slippageBps: 120,
          deadlineSeconds: 600,
        });
        const { settings, corruptFields } = parseStoredUserSettings(raw);
        expect(settings.slippageBps).toBe(120);
        expect(settings.deadlineSeconds).toBe(600);
        for (const field of corruptFields) {
          expect(userSettingValidators[field](JSON.parse(raw)[field])).toBe(false);
          expect(settings[field]).toBe(DEFAULT_STORED_USER_SETTINGS[field]);
        }
      }),
      HOSTILE_RUNS,
    );
  });
});
