import { useSyncExternalStore } from "react";
import type { ListsState } from "../model/listsReducer.ts";
import { useListsStore } from "./useListsStore.ts";

/** Every list of the app's chain with its state, and which are active. */
export function useListsState(): ListsState {
  const store = useListsStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
