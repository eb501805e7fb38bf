import { defaultListsFor } from "../model/defaultLists.ts";
import { listsReducer, type ListsAction, type ListsState } from "../model/listsReducer.ts";
import { parseListsState } from "../model/parseListsState.ts";

/** The persisted 'lists' slice of one chain (spec 000 section 3), readable with useSyncExternalStore. */
export interface ListsStore {
  readonly getSnapshot: () => ListsState;
  readonly subscribe: (onChange: () => void) => () => void;
  readonly dispatch: (action: ListsAction) => void;
}

export function listsStorageKey(chainId: number): string {
  return `griddle:lists:${chainId}`;
}

/** Storage as the store uses it: window.localStorage in the app, an in-memory one in tests. */
export type ListsStorage = Pick<Storage, "getItem" | "setItem">;

export function createListsStore(chainId: number, storage: ListsStorage): ListsStore {
  const key = listsStorageKey(chainId);
  const defaults = defaultListsFor(chainId);
  const listeners = new Set<() => void>();

  function load(): ListsState {
    let raw: string | null = null;
    try {
      raw = storage.getItem(key);
    } catch (error) {
      console.warn("Token lists could not be read; starting from the default lists", error);
    }
    const { state, corrupt } = parseListsState(raw, defaults);
    if (corrupt) console.warn(`Dropped a corrupt token-list state (${key}); the default lists are restored`);
    return state;
  }

  let state = load();

  return {
    getSnapshot: () => state,
    subscribe(onChange) {
      listeners.add(onChange);
      // Another tab changed the lists: take its state.
      const handleStorage = (event: StorageEvent) => {
        if (event.key !== key) return;
        state = load();
        listeners.forEach((listener) => listener());
      };
      window.addEventListener("storage", handleStorage);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener("storage", handleStorage);
      };
    },
    dispatch(action) {
      const next = listsReducer(state, action, defaults.activeListUrls);
      if (next === state) return;
      state = next;
      try {
        storage.setItem(key, JSON.stringify(next));
      } catch (error) {
        console.warn("Token lists could not be saved; changes last for this visit", error);
      }
      listeners.forEach((listener) => listener());
    },
  };
}

const stores = new Map<number, ListsStore>();

/** The app's one store per chain, on window.localStorage. */
export function getListsStore(chainId: number): ListsStore {
  let store = stores.get(chainId);
  if (!store) {
    store = createListsStore(chainId, window.localStorage);
    stores.set(chainId, store);
  }
  return store;
}
