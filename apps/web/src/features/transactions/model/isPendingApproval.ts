import type { Address } from "viem";
import type { TransactionRecord } from "./TransactionRecord.ts";

/** How long an approval without a receipt still counts as in flight (spec 000 section 9). */
export const PENDING_APPROVAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether `transaction` is an approval of `tokenAddress` for `spender` still in flight (spec 000
 * section 4, 'Per-token approval'): no receipt, not replaced or dropped, added less than 24 hours ago.
 */
export function isPendingApproval(
  transaction: TransactionRecord,
  tokenAddress: Address,
  spender: Address,
  now: number,
): boolean {
  const { approval } = transaction;
  if (!approval || transaction.receipt || transaction.dropReason) return false;
  return (
    approval.tokenAddress.toLowerCase() === tokenAddress.toLowerCase() &&
    approval.spender.toLowerCase() === spender.toLowerCase() &&
    now - transaction.addedTime < PENDING_APPROVAL_WINDOW_MS
  );
}
