import { useAppChain } from "../../../../shared/chain/index.ts";
import { getListsStore, type ListsStore } from "../store/listsStore.ts";

/** The token-list store of the app's chain. */
export function useListsStore(): ListsStore {
  return getListsStore(useAppChain().id);
}
