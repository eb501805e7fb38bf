import { useCallback, useMemo } from "react";
import { useFetchTokenList } from "./useFetchTokenList.ts";
import { useListsStore } from "./useListsStore.ts";

export interface ListActions {
  readonly enableList: (url: string) => void;
  readonly disableList: (url: string) => void;
  readonly removeList: (url: string) => void;
  /** Throws MissingPendingUpdateError when nothing is pending. */
  readonly acceptListUpdate: (url: string) => void;
  /**
   * Adds and loads a list, then turns it on; on failure removes it again and rejects with the error
   * (spec 000 section 4). A repeat while the list is loading is ignored.
   */
  readonly importList: (url: string) => Promise<void>;
}

/** What the Manage and Import List views do to the app chain's lists. */
export function useListActions(): ListActions {
  const store = useListsStore();
  const fetchList = useFetchTokenList();
  const importList = useCallback(
    async (url: string) => {
      if (store.getSnapshot().byUrl[url]?.loadingRequestId) return;
      store.dispatch({ type: "addList", url });
      try {
        await fetchList(url);
      } catch (error) {
        store.dispatch({ type: "removeList", url });
        throw error;
      }
      store.dispatch({ type: "enableList", url });
    },
    [fetchList, store],
  );
  return useMemo(
    () => ({
      enableList: (url) => store.dispatch({ type: "enableList", url }),
      disableList: (url) => store.dispatch({ type: "disableList", url }),
      removeList: (url) => store.dispatch({ type: "removeList", url }),
      acceptListUpdate: (url) => store.dispatch({ type: "acceptListUpdate", url }),
      importList,
    }),
    [importList, store],
  );
}
