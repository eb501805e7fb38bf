import type { TransactionRecord } from "./TransactionRecord.ts";

export type TransactionStatus = "pending" | "confirmed" | "failed" | "replaced" | "dropped";

/**
 * Where a transaction stands. A receipt without a status counts as confirmed (spec 000 section 4:
 * a row shows success when status is 1 or undefined; pre-Byzantium receipts carry none).
 */
export function getTransactionStatus(
  transaction: Pick<TransactionRecord, "receipt" | "dropReason">,
): TransactionStatus {
  if (transaction.receipt) {
    const { status } = transaction.receipt;
    return status === 1 || status === undefined ? "confirmed" : "failed";
  }
  return transaction.dropReason ?? "pending";
}
