import { useSyncExternalStore } from "react";
import { useAppChain } from "../../../shared/chain/index.ts";
import type { TransactionMap } from "../model/TransactionRecord.ts";
import { transactionsStore } from "../store/transactionsStore.ts";

/** Every stored transaction of the app's chain, by hash; re-renders when any of them changes. */
export function useAllTransactions(): TransactionMap {
  const chainId = useAppChain().id;
  return useSyncExternalStore(transactionsStore.subscribe, () => transactionsStore.getTransactions(chainId));
}
