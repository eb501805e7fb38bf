import { describe, expect, it } from "vitest";
import { DuplicateTransactionError } from "./DuplicateTransactionError.ts";
import { hashOf, makeReceipt, makeTransaction } from "./transactionFixtures.ts";
import {
  addTransaction,
  checkedTransaction,
  clearTransactions,
  finalizeTransaction,
  markTransactionDropped,
  removePendingTransactions,
} from "./transactionsState.ts";

const chainId = 31337;
const first = makeTransaction({ hash: hashOf(1), summary: "Swap 1 A for 2 B" });
const second = makeTransaction({ hash: hashOf(2) });

describe("addTransaction", () => {
  it("adds transactions under their chain", () => {
    const state = addTransaction(addTransaction({}, first), second);
    expect(Object.keys(state[chainId] ?? {})).toEqual([first.hash, second.hash]);
  });

  it("refuses a hash already stored on the chain with the spec's message", () => {
    const state = addTransaction({}, first);
    expect(() => addTransaction(state, { ...first, summary: "again" })).toThrow(DuplicateTransactionError);
    expect(() => addTransaction(state, first)).toThrow("Attempted to add existing transaction.");
  });

  it("keeps chains apart: the same hash may exist on another chain", () => {
    const state = addTransaction(addTransaction({}, first), { ...first, chainId: 97 });
    expect(state[97]?.[first.hash]?.chainId).toBe(97);
    expect(state[chainId]?.[first.hash]?.chainId).toBe(chainId);
  });
});

describe("checkedTransaction", () => {
  it("records the block of the last check", () => {
    const state = checkedTransaction(addTransaction({}, first), {
      chainId,
      hash: first.hash,
      blockNumber: 42,
    });
    expect(state[chainId]?.[first.hash]?.lastCheckedBlockNumber).toBe(42);
  });

  it("records the nonce the node reported when the record had none, and never overwrites one", () => {
    let state = addTransaction({}, first);
    state = checkedTransaction(state, { chainId, hash: first.hash, blockNumber: 42, nonce: 7 });
    state = checkedTransaction(state, { chainId, hash: first.hash, blockNumber: 43, nonce: 9 });
    expect(state[chainId]?.[first.hash]?.nonce).toBe(7);
  });

  it("ignores a transaction that was cleared meanwhile", () => {
    const state = clearTransactions(addTransaction({}, first), chainId);
    expect(checkedTransaction(state, { chainId, hash: first.hash, blockNumber: 42 })).toBe(state);
  });
});

describe("finalizeTransaction", () => {
  it("stores the receipt and the confirmation time", () => {
    const receipt = makeReceipt({ transactionHash: first.hash });
    const state = finalizeTransaction(addTransaction({}, first), {
      chainId,
      hash: first.hash,
      receipt,
      confirmedTime: 1_700_000_060_000,
    });
    expect(state[chainId]?.[first.hash]).toEqual({ ...first, receipt, confirmedTime: 1_700_000_060_000 });
  });

  it("ignores an unknown hash", () => {
    const state = addTransaction({}, first);
    const next = finalizeTransaction(state, {
      chainId,
      hash: second.hash,
      receipt: makeReceipt(),
      confirmedTime: 1,
    });
    expect(next).toBe(state);
  });
});

describe("markTransactionDropped", () => {
  it("ends a pending transaction with the reason", () => {
    const state = markTransactionDropped(addTransaction({}, first), {
      chainId,
      hash: first.hash,
      reason: "replaced",
    });
    expect(state[chainId]?.[first.hash]?.dropReason).toBe("replaced");
  });

  it("leaves a transaction that already has a receipt as it is", () => {
    const state = finalizeTransaction(addTransaction({}, first), {
      chainId,
      hash: first.hash,
      receipt: makeReceipt(),
      confirmedTime: 1,
    });
    expect(markTransactionDropped(state, { chainId, hash: first.hash, reason: "dropped" })).toBe(state);
  });
});

describe("clearTransactions", () => {
  it("empties one chain and keeps the others", () => {
    const state = addTransaction(addTransaction(addTransaction({}, first), second), {
      ...first,
      chainId: 97,
    });
    const cleared = clearTransactions(state, chainId);
    expect(cleared[chainId]).toEqual({});
    expect(Object.keys(cleared[97] ?? {})).toEqual([first.hash]);
  });

  it("returns the same state when the chain has nothing to clear", () => {
    const state = addTransaction({}, { ...first, chainId: 97 });
    expect(clearTransactions(state, chainId)).toBe(state);
  });
});

describe("removePendingTransactions", () => {
  it("forgets the chain's pending transactions and keeps the settled ones and other chains'", () => {
    const mined = makeTransaction({ hash: hashOf(3), receipt: makeReceipt({ transactionHash: hashOf(3) }) });
    const dropped = makeTransaction({ hash: hashOf(4), dropReason: "dropped" });
    const elsewhere = { ...first, chainId: 97 };
    const state = [first, second, mined, dropped, elsewhere].reduce(addTransaction, {});
    const next = removePendingTransactions(state, chainId);
    expect(Object.keys(next[chainId] ?? {})).toEqual([mined.hash, dropped.hash]);
    expect(next[97]).toBe(state[97]);
  });

  it("returns the same state when nothing is pending", () => {
    const state = addTransaction({}, makeTransaction({ dropReason: "replaced" }));
    expect(removePendingTransactions(state, chainId)).toBe(state);
    expect(removePendingTransactions({}, chainId)).toEqual({});
  });
});
