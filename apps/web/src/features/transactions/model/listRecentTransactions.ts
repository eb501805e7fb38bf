import { getTransactionStatus } from "./getTransactionStatus.ts";
import type { TransactionMap, TransactionRecord } from "./TransactionRecord.ts";

/** Newest first; the hash breaks ties so the order never flickers between renders. */
export function compareNewestFirst(a: TransactionRecord, b: TransactionRecord): number {
  return b.addedTime - a.addedTime || (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0);
}

/** The Recent Transactions lists: pending ones, then completed ones (settled in any way), each newest first. */
export function listRecentTransactions(transactions: TransactionMap): {
  pending: TransactionRecord[];
  completed: TransactionRecord[];
} {
  const sorted = Object.values(transactions).sort(compareNewestFirst);
  return {
    pending: sorted.filter((transaction) => getTransactionStatus(transaction) === "pending"),
    completed: sorted.filter((transaction) => getTransactionStatus(transaction) !== "pending"),
  };
}
