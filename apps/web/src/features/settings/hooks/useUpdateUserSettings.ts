import type { StoredUserSettings } from "../model/storedUserSettings.ts";
import { userSettingsStore } from "../store/userSettingsStore.ts";

/**
 * Saves changed settings; fields left out (or undefined) keep their value. The function is stable.
 * It throws InvalidUserSettingError for a value the setting does not allow.
 */
export function useUpdateUserSettings(): (patch: Partial<StoredUserSettings>) => void {
  return userSettingsStore.update;
}
