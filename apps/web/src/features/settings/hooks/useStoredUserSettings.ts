import { useSyncExternalStore } from "react";
import type { StoredUserSettings } from "../model/storedUserSettings.ts";
import { userSettingsStore } from "../store/userSettingsStore.ts";

/** The persisted settings as the Settings dialog edits them; re-renders on every change, in any tab. */
export function useStoredUserSettings(): StoredUserSettings {
  return useSyncExternalStore(
    userSettingsStore.subscribe,
    userSettingsStore.getSnapshot,
    userSettingsStore.getSnapshot,
  );
}
