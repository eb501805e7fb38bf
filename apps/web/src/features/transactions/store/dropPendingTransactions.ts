import { transactionsStore } from "./transactionsStore.ts";

/**
 * Forgets a chain's pending transactions in Recent Transactions: the app calls it when the local
 * chain restarted, since transactions of the old chain can never be mined.
 */
export function dropPendingTransactions(chainId: number): void {
  transactionsStore.removePending(chainId);
}
