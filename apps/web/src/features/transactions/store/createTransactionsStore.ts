import type { Hex } from "viem";
import { parseStoredTransactions } from "../model/parseStoredTransactions.ts";
import type {
  TransactionDropReason,
  TransactionMap,
  TransactionReceiptRecord,
  TransactionRecord,
  TransactionsState,
} from "../model/TransactionRecord.ts";
import {
  addTransaction,
  checkedTransaction,
  clearTransactions,
  finalizeTransaction,
  markTransactionDropped,
  removePendingTransactions,
} from "../model/transactionsState.ts";
import type { TransactionsStorage } from "./TransactionsStorage.ts";

const STORAGE_KEY_PREFIX = "griddle.transactions.";

/** The storage key of one chain's transactions (spec 000 section 3: the persisted 'transactions' slice). */
export function transactionsStorageKey(chainId: number): string {
  return `${STORAGE_KEY_PREFIX}${chainId}`;
}

const noTransactions: TransactionMap = Object.freeze({});

/** The app's transactions, per chain, kept in storage and shared with the other tabs. */
export interface TransactionsStore {
  /** The same object until the chain's transactions change (a useSyncExternalStore snapshot). */
  getTransactions(chainId: number): TransactionMap;
  subscribe(listener: () => void): () => void;
  /** Throws DuplicateTransactionError when the hash is already stored. */
  add(transaction: TransactionRecord): void;
  checked(update: { chainId: number; hash: Hex; blockNumber: number; nonce?: number }): void;
  finalize(update: {
    chainId: number;
    hash: Hex;
    receipt: TransactionReceiptRecord;
    confirmedTime: number;
  }): void;
  markDropped(update: { chainId: number; hash: Hex; reason: TransactionDropReason }): void;
  clear(chainId: number): void;
  /** Forgets the chain's pending transactions (a restarted local chain lost them). */
  removePending(chainId: number): void;
}

export function createTransactionsStore(storage: TransactionsStorage): TransactionsStore {
  let state: TransactionsState = {};
  const loadedChains = new Set<number>();
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;

  const load = (chainId: number): void => {
    const key = transactionsStorageKey(chainId);
    const { transactions, discardedCount } = parseStoredTransactions(storage.read(key), chainId);
    if (discardedCount > 0) {
      console.warn(`${discardedCount} unreadable entries under ${key} were left out of recent transactions`);
    }
    state = { ...state, [chainId]: transactions };
    loadedChains.add(chainId);
  };

  const ensureLoaded = (chainId: number): void => {
    if (!loadedChains.has(chainId)) load(chainId);
  };

  const notify = (): void => listeners.forEach((listener) => listener());

  const update = (chainId: number, change: (current: TransactionsState) => TransactionsState): void => {
    ensureLoaded(chainId);
    const next = change(state);
    if (next === state) return;
    state = next;
    storage.write(transactionsStorageKey(chainId), JSON.stringify(state[chainId] ?? {}));
    notify();
  };

  const onStorageChange = (key: string | null): void => {
    const changed =
      key === null
        ? [...loadedChains]
        : [...loadedChains].filter((chainId) => transactionsStorageKey(chainId) === key);
    if (changed.length === 0) return;
    changed.forEach(load);
    notify();
  };

  return {
    getTransactions(chainId) {
      ensureLoaded(chainId);
      return state[chainId] ?? noTransactions;
    },
    subscribe(listener) {
      listeners.add(listener);
      stopWatching ??= storage.watch(onStorageChange);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
    add: (transaction) => update(transaction.chainId, (current) => addTransaction(current, transaction)),
    checked: (change) => update(change.chainId, (current) => checkedTransaction(current, change)),
    finalize: (change) => update(change.chainId, (current) => finalizeTransaction(current, change)),
    markDropped: (change) => update(change.chainId, (current) => markTransactionDropped(current, change)),
    clear: (chainId) => update(chainId, (current) => clearTransactions(current, chainId)),
    removePending: (chainId) => update(chainId, (current) => removePendingTransactions(current, chainId)),
  };
}
