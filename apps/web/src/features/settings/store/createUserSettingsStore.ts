import { applyUserSettingsPatch } from "../model/applyUserSettingsPatch.ts";
import { parseStoredUserSettings } from "../model/parseStoredUserSettings.ts";
import { serializeUserSettings } from "../model/serializeUserSettings.ts";
import type { StoredUserSettings } from "../model/storedUserSettings.ts";
import { USER_SETTING_FIELDS } from "../model/userSettingValidators.ts";

/** The part of the Web Storage API the store uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface UserSettingsStoreOptions {
  readonly key: string;
  /** A function, because merely reaching window.localStorage throws where storage is blocked. */
  readonly storage: () => KeyValueStorage;
  /**
   * Calls back with the changed key whenever another tab writes storage (null when it cleared it);
   * returns the function that stops listening.
   */
  readonly watchOtherTabs: (onChange: (key: string | null) => void) => () => void;
}

/** Shaped for React's useSyncExternalStore. */
export interface UserSettingsStore {
  readonly getSnapshot: () => StoredUserSettings;
  readonly subscribe: (onChange: () => void) => () => void;
  /** @throws InvalidUserSettingError when a value is outside what its setting allows. */
  readonly update: (patch: Partial<StoredUserSettings>) => void;
}

function sameSettings(a: StoredUserSettings, b: StoredUserSettings): boolean {
  return USER_SETTING_FIELDS.every((field) => a[field] === b[field]);
}

/**
 * The user's settings, kept in storage under `options.key`. Storage is only a memory across
 * visits: when it cannot be read or written (private mode, a full quota) the settings still work
 * for this visit, and a corrupt stored value gives the defaults for what is unusable.
 */
export function createUserSettingsStore(options: UserSettingsStoreOptions): UserSettingsStore {
  const listeners = new Set<() => void>();
  let current: StoredUserSettings | undefined;
  // The stored text `current` came from, so an unchanged store is neither parsed nor reported twice.
  let currentSource: string | null = null;
  let stopWatchingOtherTabs: (() => void) | undefined;

  function readStorage(): string | null {
    try {
      return options.storage().getItem(options.key);
    } catch (error) {
      console.warn("User settings could not be read; using the defaults", error);
      return null;
    }
  }

  /** Parses stored text, reporting what was unusable, and remembers it as the current source. */
  function adopt(stored: string | null): StoredUserSettings {
    const { settings, corruptFields } = parseStoredUserSettings(stored);
    if (corruptFields.length > 0) {
      console.warn(`Stored user settings had unusable ${corruptFields.join(", ")}; using the defaults`);
    }
    currentSource = stored;
    return settings;
  }

  function getSnapshot(): StoredUserSettings {
    current ??= adopt(readStorage());
    return current;
  }

  /** Takes in what storage holds now; true when that changed the settings. */
  function reload(): boolean {
    const previous = getSnapshot();
    const stored = readStorage();
    if (stored === currentSource) return false;
    const settings = adopt(stored);
    if (sameSettings(previous, settings)) return false;
    current = settings;
    return true;
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot,

    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) {
        stopWatchingOtherTabs = options.watchOtherTabs((key) => {
          if ((key === null || key === options.key) && reload()) notify();
        });
        // Another tab may have written while nobody here was listening.
        if (reload()) notify();
      }
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          stopWatchingOtherTabs?.();
          stopWatchingOtherTabs = undefined;
        }
      };
    },

    update(patch) {
      const previous = getSnapshot();
      const next = applyUserSettingsPatch(previous, patch);
      if (next === previous) return;
      current = next;
      const serialized = serializeUserSettings(next);
      try {
        options.storage().setItem(options.key, serialized);
        currentSource = serialized;
      } catch (error) {
        console.warn("User settings could not be saved; they apply to this visit only", error);
      }
      notify();
    },
  };
}
