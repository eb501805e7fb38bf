import type { TransactionRecord } from "./TransactionRecord.ts";

const MINUTE_MS = 60_000;

/**
 * Whether the receipt lookup for `transaction` is due at block `currentBlock` (spec 000 section 4,
 * 'Transaction lifecycle'): a young transaction is looked up on every new block; one older than
 * 5 minutes once more than 2 blocks passed since the last lookup; one older than 60 minutes once
 * at least 10 did. Settled transactions are never looked up again.
 */
export function shouldCheckTransaction(
  currentBlock: number,
  transaction: Pick<TransactionRecord, "addedTime" | "lastCheckedBlockNumber" | "receipt" | "dropReason">,
  now: number,
): boolean {
  if (transaction.receipt || transaction.dropReason) return false;
  if (transaction.lastCheckedBlockNumber === undefined) return true;
  const blocksSinceCheck = currentBlock - transaction.lastCheckedBlockNumber;
  // The chain is below the last lookup: it restarted or reorganised, so what was known is stale.
  if (blocksSinceCheck < 0) return true;
  if (blocksSinceCheck === 0) return false;
  const age = now - transaction.addedTime;
  if (age > 60 * MINUTE_MS) return blocksSinceCheck >= 10;
  if (age > 5 * MINUTE_MS) return blocksSinceCheck > 2;
  return true;
}
