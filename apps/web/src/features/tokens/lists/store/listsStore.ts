import { defaultListsFor } from "../model/defaultLists.ts";
import { listsReducer, type ListsAction, type ListsState } from "../model/listsReducer.ts";
import { defaultListsState, parseListsState, type ValidateTokenList } from "../model/parseListsState.ts";

/** The persisted 'lists' slice of one chain (spec 000 section 3), readable with useSyncExternalStore. */
export interface ListsStore {
  readonly getSnapshot: () => ListsState;
  readonly subscribe: (onChange: () => void) => () => void;
  readonly dispatch: (action: ListsAction) => void;
  /** Settles once the stored state is read and validated (at once when nothing is stored). */
  readonly ready: Promise<void>;
}

export function listsStorageKey(chainId: number): string {
  return `griddle:lists:${chainId}`;
}

/** Storage as the store uses it: window.localStorage in the app, an in-memory one in tests. */
export type ListsStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * The token-list validator is the largest piece of the lists code and a first visit has no stored
 * lists to check: it loads only when a stored state must be validated (or a list is fetched).
 */
async function loadValidator(): Promise<ValidateTokenList> {
  return (await import("../model/validateTokenList.ts")).validateTokenList;
}

export function createListsStore(chainId: number, storage: ListsStorage): ListsStore {
  const key = listsStorageKey(chainId);
  const defaults = defaultListsFor(chainId);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function read(): string | null {
    try {
      return storage.getItem(key);
    } catch (error) {
      console.warn("Token lists could not be read; starting from the default lists", error);
      return null;
    }
  }

  async function load(raw: string): Promise<ListsState> {
    const { state: loaded, corrupt } = parseListsState(raw, defaults, await loadValidator());
    if (corrupt) console.warn(`Dropped a corrupt token-list state (${key}); the default lists are restored`);
    return loaded;
  }

  function apply(action: ListsAction): void {
    const next = listsReducer(state, action, defaults.activeListUrls);
    if (next === state) return;
    state = next;
    try {
      storage.setItem(key, JSON.stringify(next));
    } catch (error) {
      console.warn("Token lists could not be saved; changes last for this visit", error);
    }
    notify();
  }

  // Until a stored state is validated the chain's default lists show, none loaded yet, and changes
  // wait: applied to the default state they would overwrite the stored lists.
  let state = defaultListsState(defaults);
  let waiting: ListsAction[] | null = null;
  const raw = read();
  let ready = Promise.resolve();
  if (raw !== null) {
    const queue: ListsAction[] = [];
    waiting = queue;
    ready = load(raw)
      .then(
        (loaded) => {
          state = loaded;
        },
        (error: unknown) =>
          console.warn("Token lists could not be validated; the default lists are used", error),
      )
      .finally(() => {
        waiting = null;
        queue.forEach(apply);
        notify();
      });
  }

  return {
    getSnapshot: () => state,
    subscribe(onChange) {
      listeners.add(onChange);
      // Another tab changed the lists: take its state.
      const handleStorage = (event: StorageEvent) => {
        if (event.key !== key) return;
        if (event.newValue === null) {
          state = defaultListsState(defaults);
          notify();
          return;
        }
        load(event.newValue).then(
          (loaded) => {
            state = loaded;
            notify();
          },
          (error: unknown) => console.warn("Token lists from another tab could not be validated", error),
        );
      };
      window.addEventListener("storage", handleStorage);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener("storage", handleStorage);
      };
    },
    dispatch(action) {
      if (waiting) waiting.push(action);
      else apply(action);
    },
    ready,
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
