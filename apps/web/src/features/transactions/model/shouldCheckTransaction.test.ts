import { describe, expect, it } from "vitest";
import { makeReceipt, makeTransaction } from "./transactionFixtures.ts";
import { shouldCheckTransaction } from "./shouldCheckTransaction.ts";

const addedTime = 1_700_000_000_000;
const minutes = (n: number) => addedTime + n * 60_000;

describe("shouldCheckTransaction", () => {
  it("checks a transaction that was never checked", () => {
    expect(shouldCheckTransaction(100, makeTransaction({ addedTime }), minutes(0))).toBe(true);
  });

  it("does not check twice in the same block", () => {
    const transaction = makeTransaction({ addedTime, lastCheckedBlockNumber: 100 });
    expect(shouldCheckTransaction(100, transaction, minutes(1))).toBe(false);
  });

  it("checks a transaction younger than 5 minutes on every new block", () => {
    const transaction = makeTransaction({ addedTime, lastCheckedBlockNumber: 100 });
    expect(shouldCheckTransaction(101, transaction, minutes(4.9))).toBe(true);
  });

  it("checks a transaction older than 5 minutes only once more than 2 blocks passed", () => {
    const transaction = makeTransaction({ addedTime, lastCheckedBlockNumber: 100 });
    expect(shouldCheckTransaction(102, transaction, minutes(6))).toBe(false);
    expect(shouldCheckTransaction(103, transaction, minutes(6))).toBe(true);
  });

  it("checks a transaction older than 60 minutes only once at least 10 blocks passed", () => {
    const transaction = makeTransaction({ addedTime, lastCheckedBlockNumber: 100 });
    expect(shouldCheckTransaction(109, transaction, minutes(61))).toBe(false);
    expect(shouldCheckTransaction(110, transaction, minutes(61))).toBe(true);
  });

  it("looks again at once when the chain is below the last check (a restarted local chain)", () => {
    const transaction = makeTransaction({ addedTime, lastCheckedBlockNumber: 500 });
    expect(shouldCheckTransaction(12, transaction, minutes(90))).toBe(true);
  });

  it("never checks a transaction with a receipt or one already replaced or dropped", () => {
    expect(
      shouldCheckTransaction(200, makeTransaction({ addedTime, receipt: makeReceipt() }), minutes(1)),
    ).toBe(false);
    expect(
      shouldCheckTransaction(200, makeTransaction({ addedTime, dropReason: "dropped" }), minutes(1)),
    ).toBe(false);
  });
});
