import { describe, expect, it, vi } from "vitest";
import { DuplicateTransactionError } from "../model/DuplicateTransactionError.ts";
import { hashOf, makeReceipt, makeTransaction } from "../model/transactionFixtures.ts";
import { createTransactionsStore, transactionsStorageKey } from "./createTransactionsStore.ts";
import type { TransactionsStorage } from "./TransactionsStorage.ts";

/** Storage shared by several stores, as local storage is by several tabs. */
function sharedStorage() {
  const values = new Map<string, string>();
  const watchers = new Set<{ onChange: (key: string | null) => void; tab: TransactionsStorage }>();
  const tab = (): TransactionsStorage => {
    const self: TransactionsStorage = {
      read: (key) => values.get(key) ?? null,
      write: (key, value) => {
        values.set(key, value);
        // Like the storage event: every other tab hears about the write, the writer does not.
        watchers.forEach((watcher) => watcher.tab !== self && watcher.onChange(key));
      },
      watch: (onChange) => {
        const watcher = { onChange, tab: self };
        watchers.add(watcher);
        return () => watchers.delete(watcher);
      },
    };
    return self;
  };
  return { values, tab, watcherCount: () => watchers.size };
}

const chainId = 31337;
const transaction = makeTransaction({ hash: hashOf(1), summary: "Approve CAKE" });

describe("createTransactionsStore", () => {
  it("persists each chain under its own key and reads it back in a new store", () => {
    const storage = sharedStorage();
    const store = createTransactionsStore(storage.tab());
    store.add(transaction);
    store.add({ ...transaction, chainId: 97 });
    expect([...storage.values.keys()].sort()).toEqual([
      transactionsStorageKey(31337),
      transactionsStorageKey(97),
    ]);
    expect(createTransactionsStore(storage.tab()).getTransactions(chainId)).toEqual({
      [transaction.hash]: transaction,
    });
  });

  it("returns the same snapshot until something changes, and notifies subscribers on change", () => {
    const store = createTransactionsStore(sharedStorage().tab());
    const listener = vi.fn();
    store.subscribe(listener);
    const empty = store.getTransactions(chainId);
    expect(store.getTransactions(chainId)).toBe(empty);
    store.add(transaction);
    const added = store.getTransactions(chainId);
    expect(added).not.toBe(empty);
    store.checked({ chainId, hash: hashOf(99), blockNumber: 5 });
    expect(store.getTransactions(chainId)).toBe(added);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("refuses a duplicate hash and keeps the stored record", () => {
    const store = createTransactionsStore(sharedStorage().tab());
    store.add(transaction);
    expect(() => store.add({ ...transaction, summary: "other" })).toThrow(DuplicateTransactionError);
    expect(store.getTransactions(chainId)[transaction.hash]?.summary).toBe("Approve CAKE");
  });

  it("finalises, marks dropped and clears, persisting each step", () => {
    const storage = sharedStorage();
    const store = createTransactionsStore(storage.tab());
    const second = makeTransaction({ hash: hashOf(2) });
    store.add(transaction);
    store.add(second);
    store.finalize({ chainId, hash: transaction.hash, receipt: makeReceipt(), confirmedTime: 7 });
    store.markDropped({ chainId, hash: second.hash, reason: "replaced" });
    const reread = createTransactionsStore(storage.tab()).getTransactions(chainId);
    expect(reread[transaction.hash]?.receipt).toEqual(makeReceipt());
    expect(reread[second.hash]?.dropReason).toBe("replaced");
    store.clear(chainId);
    expect(createTransactionsStore(storage.tab()).getTransactions(chainId)).toEqual({});
  });

  it("follows what another tab writes while subscribed", () => {
    const storage = sharedStorage();
    const tabA = createTransactionsStore(storage.tab());
    const tabB = createTransactionsStore(storage.tab());
    const listener = vi.fn();
    const unsubscribe = tabB.subscribe(listener);
    expect(tabB.getTransactions(chainId)).toEqual({});
    tabA.add(transaction);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tabB.getTransactions(chainId)).toEqual({ [transaction.hash]: transaction });
    unsubscribe();
    expect(storage.watcherCount()).toBe(0);
  });

  it("starts from the readable entries when storage holds corrupt data", () => {
    const storage = sharedStorage();
    storage.values.set(
      transactionsStorageKey(chainId),
      JSON.stringify({ [transaction.hash]: transaction, [hashOf(2)]: { hash: hashOf(2) } }),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const store = createTransactionsStore(storage.tab());
    expect(store.getTransactions(chainId)).toEqual({ [transaction.hash]: transaction });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
