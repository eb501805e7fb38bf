import { describe, expect, it } from "vitest";
import { listRecentTransactions } from "./listRecentTransactions.ts";
import { hashOf, makeReceipt, makeTransaction } from "./transactionFixtures.ts";

describe("listRecentTransactions", () => {
  it("splits pending from completed and sorts each newest first", () => {
    const oldPending = makeTransaction({ hash: hashOf(1), addedTime: 1000 });
    const newPending = makeTransaction({ hash: hashOf(2), addedTime: 3000 });
    const confirmed = makeTransaction({ hash: hashOf(3), addedTime: 2000, receipt: makeReceipt() });
    const dropped = makeTransaction({ hash: hashOf(4), addedTime: 4000, dropReason: "dropped" });
    const { pending, completed } = listRecentTransactions({
      [oldPending.hash]: oldPending,
      [confirmed.hash]: confirmed,
      [newPending.hash]: newPending,
      [dropped.hash]: dropped,
    });
    expect(pending.map((transaction) => transaction.hash)).toEqual([newPending.hash, oldPending.hash]);
    expect(completed.map((transaction) => transaction.hash)).toEqual([dropped.hash, confirmed.hash]);
  });

  it("orders transactions added in the same millisecond by hash", () => {
    const a = makeTransaction({ hash: hashOf(0xa), addedTime: 5 });
    const b = makeTransaction({ hash: hashOf(0xb), addedTime: 5 });
    expect(listRecentTransactions({ [b.hash]: b, [a.hash]: a }).pending).toEqual([a, b]);
  });

  it("gives two empty lists for no transactions", () => {
    expect(listRecentTransactions({})).toEqual({ pending: [], completed: [] });
  });
});
