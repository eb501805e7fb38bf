import { useCallback } from "react";
import { useAppChain } from "../../../shared/chain/index.ts";
import { transactionsStore } from "../store/transactionsStore.ts";

/** 'clear all': forgets every recorded transaction of the app's chain. */
export function useClearAllTransactions(): () => void {
  const chainId = useAppChain().id;
  return useCallback(() => transactionsStore.clear(chainId), [chainId]);
}
