import {
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Client,
  type Hex,
  type Transaction,
  type TransactionReceipt,
} from "viem";
import { getTransaction, getTransactionCount, getTransactionReceipt } from "viem/actions";
import { resolveMissingReceipt } from "../model/resolveMissingReceipt.ts";
import { toReceiptRecord } from "../model/toReceiptRecord.ts";
import type {
  TransactionDropReason,
  TransactionReceiptRecord,
  TransactionRecord,
} from "../model/TransactionRecord.ts";

/**
 * Any viem client of the transaction's chain. A plain client with the three actions imported, not a
 * public client: its decorator would bring every public action into the first load.
 */
export type TransactionCheckClient = Client;

export type TransactionCheck =
  | { readonly kind: "receipt"; readonly receipt: TransactionReceiptRecord }
  /** No receipt yet; `nonce` is the transaction's, when the node reported it. */
  | { readonly kind: "pending"; readonly nonce: number | undefined }
  | { readonly kind: TransactionDropReason };

async function findReceipt(
  client: TransactionCheckClient,
  hash: Hex,
): Promise<TransactionReceipt | undefined> {
  try {
    return await getTransactionReceipt(client, { hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  }
}

async function findTransaction(client: TransactionCheckClient, hash: Hex): Promise<Transaction | undefined> {
  try {
    return await getTransaction(client, { hash });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return undefined;
    throw error;
  }
}

/**
 * Looks up where a pending transaction stands: its receipt, or, without one, whether the node still
 * knows it and whether the sender has used its nonce since. Network errors are thrown; the caller
 * tries again on a later block.
 */
export async function checkTransaction(
  client: TransactionCheckClient,
  transaction: TransactionRecord,
  now: number,
): Promise<TransactionCheck> {
  const receipt = await findReceipt(client, transaction.hash);
  if (receipt) return { kind: "receipt", receipt: toReceiptRecord(receipt) };

  const known = await findTransaction(client, transaction.hash);
  const nonce = transaction.nonce ?? known?.nonce;
  const accountNonce =
    known || nonce === undefined
      ? undefined
      : await getTransactionCount(client, { address: transaction.from, blockTag: "latest" });
  const verdict = resolveMissingReceipt({
    knownToNode: known !== undefined,
    nonce,
    accountNonce,
    age: now - transaction.addedTime,
  });
  if (verdict === "pending") return { kind: "pending", nonce };

  // Mined between the lookups above (its nonce then counts as used): the receipt wins.
  const lateReceipt = await findReceipt(client, transaction.hash);
  if (lateReceipt) return { kind: "receipt", receipt: toReceiptRecord(lateReceipt) };
  return { kind: verdict };
}
