import { getTransactionStatus, type TransactionStatus } from "./getTransactionStatus.ts";
import type { TransactionMap, TransactionRecord } from "./TransactionRecord.ts";

/** Something the user is told about: a transaction was sent, or a pending one settled. */
export interface TransactionChange {
  readonly kind: "submitted" | Exclude<TransactionStatus, "pending">;
  readonly transaction: TransactionRecord;
}

/**
 * What happened between two snapshots of one chain's transactions: new pending transactions were
 * submitted; pending ones got a receipt or were replaced or dropped. Removals ('clear all') are not
 * news, nor is a transaction that arrives already settled.
 */
export function findTransactionChanges(previous: TransactionMap, next: TransactionMap): TransactionChange[] {
  const changes: TransactionChange[] = [];
  for (const transaction of Object.values(next)) {
    const status = getTransactionStatus(transaction);
    const before = previous[transaction.hash];
    if (!before) {
      if (status === "pending") changes.push({ kind: "submitted", transaction });
    } else if (status !== "pending" && getTransactionStatus(before) === "pending") {
      changes.push({ kind: status, transaction });
    }
  }
  return changes;
}
