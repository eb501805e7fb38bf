import { createUserSettingsStore } from "./createUserSettingsStore.ts";

const USER_SETTINGS_STORAGE_KEY = "griddle:user-settings";

/** The page's one settings store, so every component sees the same settings and every change. */
export const userSettingsStore = createUserSettingsStore({
  key: USER_SETTINGS_STORAGE_KEY,
  storage: () => window.localStorage,
  watchOtherTabs(onChange) {
    const handleStorage = (event: StorageEvent) => onChange(event.key);
    window.addEventListener("storage", handleStorage);
    return () => window.removeEventListener("storage", handleStorage);
  },
});
