import type { StoredUserSettings } from "./storedUserSettings.ts";

/**
 * The storage format's version: a blob of another version is not read (its fields may mean other
 * things), so bump this when a field changes meaning and add a migration where one is worth it.
 */
export const USER_SETTINGS_VERSION = 1;

export function serializeUserSettings(settings: StoredUserSettings): string {
  return JSON.stringify({ version: USER_SETTINGS_VERSION, ...settings });
}
