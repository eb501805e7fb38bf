import { useSyncExternalStore } from "react";
import type { Address } from "viem";
import { useAppChain } from "../../../shared/chain/index.ts";
import { isPendingApproval } from "../model/isPendingApproval.ts";
import { transactionsStore } from "../store/transactionsStore.ts";

/**
 * Whether an approval of `tokenAddress` for `spender` is in flight (spec 000 section 4): the
 * approve button stays disabled meanwhile, even though the allowance still reads too low.
 */
export function useHasPendingApproval(tokenAddress?: Address, spender?: Address): boolean {
  const chainId = useAppChain().id;
  // The 24-hour window needs the time; read in the snapshot so the answer is a stable boolean.
  return useSyncExternalStore(transactionsStore.subscribe, () => {
    if (!tokenAddress || !spender) return false;
    const now = Date.now();
    return Object.values(transactionsStore.getTransactions(chainId)).some((transaction) =>
      isPendingApproval(transaction, tokenAddress, spender, now),
    );
  });
}
