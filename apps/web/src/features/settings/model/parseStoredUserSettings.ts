import { USER_SETTINGS_VERSION } from "./serializeUserSettings.ts";
import { DEFAULT_STORED_USER_SETTINGS, type StoredUserSettings } from "./storedUserSettings.ts";
import { USER_SETTING_FIELDS, userSettingValidators } from "./userSettingValidators.ts";

export interface ParsedUserSettings {
  readonly settings: StoredUserSettings;
  /** Fields that were stored with an unusable value and fell back to their default. */
  readonly corruptFields: readonly (keyof StoredUserSettings)[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Unreadable JSON is reported to the caller as every field being corrupt.
    return undefined;
  }
}

/**
 * Reads the stored settings blob field by field: a corrupt field falls back to its default without
 * losing the others, and a field the blob lacks takes its default silently. Anything that is not a
 * settings object of this version gives the defaults, every field reported.
 */
export function parseStoredUserSettings(stored: string | null): ParsedUserSettings {
  if (stored === null) return { settings: DEFAULT_STORED_USER_SETTINGS, corruptFields: [] };
  const blob = parseJson(stored);
  if (!isRecord(blob) || blob.version !== USER_SETTINGS_VERSION) {
    return { settings: DEFAULT_STORED_USER_SETTINGS, corruptFields: USER_SETTING_FIELDS };
  }
  const settings: Record<string, unknown> = { ...DEFAULT_STORED_USER_SETTINGS };
  const corruptFields: (keyof StoredUserSettings)[] = [];
  for (const field of USER_SETTING_FIELDS) {
    if (!Object.hasOwn(blob, field)) continue;
    const value = blob[field];
    if (userSettingValidators[field](value)) settings[field] = value;
    else corruptFields.push(field);
  }
  return { settings: settings as unknown as StoredUserSettings, corruptFields };
}
