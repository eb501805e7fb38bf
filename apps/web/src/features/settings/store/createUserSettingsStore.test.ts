import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InvalidUserSettingError } from "../model/InvalidUserSettingError.ts";
import { serializeUserSettings } from "../model/serializeUserSettings.ts";
import { DEFAULT_STORED_USER_SETTINGS } from "../model/storedUserSettings.ts";
import { createUserSettingsStore, type KeyValueStorage } from "./createUserSettingsStore.ts";

const KEY = "griddle:user-settings";

/** One browser profile: storage shared by its tabs, and the storage events the browser sends them. */
function createProfile() {
  const items = new Map<string, string>();
  const watchers = new Set<(key: string | null) => void>();
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
  return {
    items,
    openTab: () =>
      createUserSettingsStore({
        key: KEY,
        storage: () => storage,
        watchOtherTabs: (onChange) => {
          watchers.add(onChange);
          return () => watchers.delete(onChange);
        },
      }),
    /** What the browser does after another tab wrote `key` (null: cleared all of storage). */
    fireStorageEvent: (key: string | null) => {
      for (const watcher of [...watchers]) watcher(key);
    },
    watcherCount: () => watchers.size,
  };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe("createUserSettingsStore", () => {
  it("starts from the defaults when nothing is stored, without a warning", () => {
    const tab = createProfile().openTab();
    expect(tab.getSnapshot()).toEqual(DEFAULT_STORED_USER_SETTINGS);
    expect(warn).not.toHaveBeenCalled();
  });

  it("persists an update with a version, so a later visit reads it back", () => {
    const profile = createProfile();
    profile.openTab().update({ slippageBps: 100, transactionSpeed: "fast" });
    expect(JSON.parse(profile.items.get(KEY) ?? "")).toMatchObject({ version: 1, slippageBps: 100 });
    expect(profile.openTab().getSnapshot()).toEqual({
      ...DEFAULT_STORED_USER_SETTINGS,
      slippageBps: 100,
      transactionSpeed: "fast",
    });
  });

  it("keeps the same snapshot object until something changes, then notifies subscribers", () => {
    const tab = createProfile().openTab();
    const listener = vi.fn();
    tab.subscribe(listener);
    const first = tab.getSnapshot();
    expect(tab.getSnapshot()).toBe(first);
    tab.update({ audioOn: true });
    expect(tab.getSnapshot()).toBe(first);
    expect(listener).not.toHaveBeenCalled();
    tab.update({ audioOn: false });
    expect(tab.getSnapshot()).not.toBe(first);
    expect(tab.getSnapshot().audioOn).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("falls back to the defaults for corrupt stored fields, keeps the valid ones and warns once", () => {
    const profile = createProfile();
    profile.items.set(KEY, JSON.stringify({ version: 1, slippageBps: "x", singleHopOnly: true }));
    const tab = profile.openTab();
    tab.subscribe(() => undefined);
    expect(tab.getSnapshot()).toEqual({ ...DEFAULT_STORED_USER_SETTINGS, singleHopOnly: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("slippageBps");
  });

  it("falls back to every default for garbage and writes clean settings on the next update", () => {
    const profile = createProfile();
    profile.items.set(KEY, "}}garbage{{");
    const tab = profile.openTab();
    expect(tab.getSnapshot()).toEqual(DEFAULT_STORED_USER_SETTINGS);
    tab.update({ deadlineSeconds: 600 });
    expect(profile.items.get(KEY)).toBe(
      serializeUserSettings({ ...DEFAULT_STORED_USER_SETTINGS, deadlineSeconds: 600 }),
    );
  });

  it("works for the visit when storage throws on every access", () => {
    const tab = createUserSettingsStore({
      key: KEY,
      storage: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      watchOtherTabs: () => () => undefined,
    });
    const listener = vi.fn();
    tab.subscribe(listener);
    expect(tab.getSnapshot()).toEqual(DEFAULT_STORED_USER_SETTINGS);
    tab.update({ expertMode: true });
    expect(tab.getSnapshot().expertMode).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
  });

  it("keeps an update for the visit when writing fails (quota), and warns", () => {
    const items = new Map<string, string>();
    const tab = createUserSettingsStore({
      key: KEY,
      storage: () => ({
        getItem: (key) => items.get(key) ?? null,
        setItem: () => {
          throw new DOMException("Quota exceeded", "QuotaExceededError");
        },
      }),
      watchOtherTabs: () => () => undefined,
    });
    tab.update({ slippageBps: 10 });
    expect(tab.getSnapshot().slippageBps).toBe(10);
    expect(items.size).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("could not be saved"),
      expect.any(DOMException),
    );
  });

  it("refuses an invalid update with a typed error and keeps the settings", () => {
    const profile = createProfile();
    const tab = profile.openTab();
    expect(() => tab.update({ slippageBps: 20_000 })).toThrow(InvalidUserSettingError);
    expect(tab.getSnapshot()).toEqual(DEFAULT_STORED_USER_SETTINGS);
    expect(profile.items.has(KEY)).toBe(false);
  });

  it("takes in another tab's change and notifies its subscribers", () => {
    const profile = createProfile();
    const first = profile.openTab();
    const listener = vi.fn();
    first.subscribe(listener);
    profile.openTab().update({ singleHopOnly: true });
    profile.fireStorageEvent(KEY);
    expect(first.getSnapshot().singleHopOnly).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("ignores storage events for other keys and re-reads when storage was cleared", () => {
    const profile = createProfile();
    profile.items.set(KEY, serializeUserSettings({ ...DEFAULT_STORED_USER_SETTINGS, audioOn: false }));
    const tab = profile.openTab();
    const listener = vi.fn();
    tab.subscribe(listener);
    profile.items.set(KEY, serializeUserSettings(DEFAULT_STORED_USER_SETTINGS));
    profile.fireStorageEvent("griddle:theme");
    expect(tab.getSnapshot().audioOn).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    profile.items.clear();
    profile.fireStorageEvent(null);
    expect(tab.getSnapshot()).toEqual(DEFAULT_STORED_USER_SETTINGS);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("catches up with changes made while nobody was subscribed, and stops watching when the last one leaves", () => {
    const profile = createProfile();
    const tab = profile.openTab();
    const unsubscribe = tab.subscribe(() => undefined);
    expect(profile.watcherCount()).toBe(1);
    unsubscribe();
    expect(profile.watcherCount()).toBe(0);
    profile.openTab().update({ transactionSpeed: "instant" });
    const listener = vi.fn();
    tab.subscribe(listener);
    expect(tab.getSnapshot().transactionSpeed).toBe("instant");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
