import type { Hex } from "viem";
import { DuplicateTransactionError } from "./DuplicateTransactionError.ts";
import type {
  TransactionDropReason,
  TransactionMap,
  TransactionReceiptRecord,
  TransactionRecord,
  TransactionsState,
} from "./TransactionRecord.ts";

// Updates of the transactions store (spec 000 section 4, 'Transactions store'). Each returns a new
// state, or the same object when nothing changes. Updates to a transaction that is gone are
// ignored: 'clear all' may run while a receipt lookup for it is still in flight.

function updateTransaction(
  state: TransactionsState,
  chainId: number,
  hash: Hex,
  update: (transaction: TransactionRecord) => TransactionRecord,
): TransactionsState {
  const transactions = state[chainId];
  const transaction = transactions?.[hash];
  if (!transactions || !transaction) return state;
  const updated = update(transaction);
  if (updated === transaction) return state;
  return { ...state, [chainId]: { ...transactions, [hash]: updated } };
}

/** Records a sent transaction; throws DuplicateTransactionError when its hash is already there. */
export function addTransaction(state: TransactionsState, transaction: TransactionRecord): TransactionsState {
  const transactions: TransactionMap = state[transaction.chainId] ?? {};
  if (transactions[transaction.hash]) throw new DuplicateTransactionError(transaction.hash);
  return { ...state, [transaction.chainId]: { ...transactions, [transaction.hash]: transaction } };
}

/**
 * Notes that the transaction had no receipt at `blockNumber`, and the nonce the node reported for
 * it when the record had none.
 */
export function checkedTransaction(
  state: TransactionsState,
  { chainId, hash, blockNumber, nonce }: { chainId: number; hash: Hex; blockNumber: number; nonce?: number },
): TransactionsState {
  return updateTransaction(state, chainId, hash, (transaction) => ({
    ...transaction,
    lastCheckedBlockNumber: blockNumber,
    ...(transaction.nonce === undefined && nonce !== undefined ? { nonce } : {}),
  }));
}

/** Stores the receipt: the transaction is confirmed (status 1) or failed. */
export function finalizeTransaction(
  state: TransactionsState,
  {
    chainId,
    hash,
    receipt,
    confirmedTime,
  }: { chainId: number; hash: Hex; receipt: TransactionReceiptRecord; confirmedTime: number },
): TransactionsState {
  return updateTransaction(state, chainId, hash, (transaction) => ({
    ...transaction,
    receipt,
    confirmedTime,
  }));
}

/** Ends a transaction that will never get a receipt, so it is not pending forever. */
export function markTransactionDropped(
  state: TransactionsState,
  { chainId, hash, reason }: { chainId: number; hash: Hex; reason: TransactionDropReason },
): TransactionsState {
  return updateTransaction(state, chainId, hash, (transaction) =>
    transaction.receipt ? transaction : { ...transaction, dropReason: reason },
  );
}

/** 'clear all': forgets every transaction of the chain. */
export function clearTransactions(state: TransactionsState, chainId: number): TransactionsState {
  if (!state[chainId] || Object.keys(state[chainId]).length === 0) return state;
  return { ...state, [chainId]: {} };
}

/**
 * Forgets the chain's transactions that are still pending, for a local chain that restarted: they
 * were on a chain that is gone, so they can never get a receipt. Settled ones stay as history.
 */
export function removePendingTransactions(state: TransactionsState, chainId: number): TransactionsState {
  const transactions = state[chainId];
  if (!transactions) return state;
  const kept = Object.fromEntries(
    Object.entries(transactions).filter(([, transaction]) => transaction.receipt || transaction.dropReason),
  ) as TransactionMap;
  if (Object.keys(kept).length === Object.keys(transactions).length) return state;
  return { ...state, [chainId]: kept };
}
