import type { Hash, PublicClient, TransactionReceipt } from "viem";
import { KeeperTransactionError } from "./KeeperTransactionError.ts";

/** A receipt not there by then is reported as an error, and the next tick looks at the chain afresh. */
const RECEIPT_TIMEOUT_MS = 30_000;

/** Waits for a keeper's transaction and throws KeeperTransactionError if it reverted. */
export async function confirmTransaction(
  publicClient: PublicClient,
  hash: Hash,
  action: string,
): Promise<TransactionReceipt> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
  if (receipt.status !== "success") throw new KeeperTransactionError(action, hash);
  return receipt;
}
