import { useEffect } from "react";
import { shouldAutoAcceptUpdate } from "../model/versionUpgrade.ts";
import { useFetchTokenList } from "./useFetchTokenList.ts";
import { useListsState } from "./useListsState.ts";
import { useListsStore } from "./useListsStore.ts";
import { runWhenIdle } from "./runWhenIdle.ts";

/** Lists are fetched again this often (spec 000 section 9, 'Token list refresh'). */
export const LIST_REFRESH_INTERVAL_MS = 600_000;

/**
 * Keeps the lists fresh: fetches every list on load and every 10 minutes, and takes minor and patch
 * updates as they arrive (a major update waits for the user's 'Update list').
 */
export function useTokenListsUpdater(): void {
  const store = useListsStore();
  const fetchList = useFetchTokenList();
  const state = useListsState();

  useEffect(() => {
    const refreshAll = () => {
      for (const url of Object.keys(store.getSnapshot().byUrl)) {
        // The error is already in the list's state, where the Manage view shows it.
        fetchList(url).catch((error: unknown) => console.warn(`Token list ${url} was not refreshed`, error));
      }
    };
    let cancelIdle: (() => void) | undefined;
    let cancelled = false;
    // After the stored lists are read (lists the user added are refreshed too), when the page idles.
    void store.ready.then(() => {
      if (!cancelled) cancelIdle = runWhenIdle(refreshAll);
    });
    const timer = setInterval(refreshAll, LIST_REFRESH_INTERVAL_MS);
    return () => {
      cancelled = true;
      cancelIdle?.();
      clearInterval(timer);
    };
  }, [fetchList, store]);

  useEffect(() => {
    for (const [url, list] of Object.entries(state.byUrl)) {
      if (list.current && list.pendingUpdate && shouldAutoAcceptUpdate(list.current, list.pendingUpdate)) {
        store.dispatch({ type: "acceptListUpdate", url });
      }
    }
  }, [state, store]);
}
