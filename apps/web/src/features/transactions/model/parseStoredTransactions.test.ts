import { describe, expect, it } from "vitest";
import { parseStoredTransactions } from "./parseStoredTransactions.ts";
import { hashOf, makeReceipt, makeTransaction, SPENDER, TOKEN } from "./transactionFixtures.ts";
import type { TransactionRecord } from "./TransactionRecord.ts";

const chainId = 31337;

function stored(...records: unknown[]): string {
  return JSON.stringify(
    Object.fromEntries(
      records.map((record, index) => [(record as { hash?: string }).hash ?? `k${index}`, record]),
    ),
  );
}

const full: TransactionRecord = makeTransaction({
  hash: hashOf(1),
  nonce: 4,
  approval: { tokenAddress: TOKEN, spender: SPENDER },
  summary: "Approve CAKE",
  claim: { recipient: SPENDER },
  lastCheckedBlockNumber: 99,
  receipt: makeReceipt({ transactionHash: hashOf(1), contractAddress: TOKEN }),
  confirmedTime: 1_700_000_010_000,
});

describe("parseStoredTransactions", () => {
  it("reads back what was stored, every field included", () => {
    const minimal = makeTransaction({ hash: hashOf(2), dropReason: "replaced" });
    expect(parseStoredTransactions(stored(full, minimal), chainId)).toEqual({
      transactions: { [full.hash]: full, [minimal.hash]: minimal },
      discardedCount: 0,
    });
  });

  it("gives no transactions when nothing is stored", () => {
    expect(parseStoredTransactions(null, chainId)).toEqual({ transactions: {}, discardedCount: 0 });
  });

  it("gives no transactions for text that is not a JSON object", () => {
    expect(parseStoredTransactions("{not json", chainId)).toEqual({ transactions: {}, discardedCount: 1 });
    expect(parseStoredTransactions("[1,2]", chainId)).toEqual({ transactions: {}, discardedCount: 1 });
    expect(parseStoredTransactions("null", chainId)).toEqual({ transactions: {}, discardedCount: 1 });
  });

  it("discards corrupt entries and keeps the good ones", () => {
    const good = makeTransaction({ hash: hashOf(3) });
    const text = stored(
      good,
      { ...makeTransaction({ hash: hashOf(4) }), addedTime: "yesterday" },
      { ...makeTransaction({ hash: hashOf(5) }), from: "0x123" },
      { ...makeTransaction({ hash: hashOf(6) }), receipt: { status: 1 } },
      { ...makeTransaction({ hash: hashOf(7) }), approval: { tokenAddress: TOKEN } },
      { ...makeTransaction({ hash: hashOf(8) }), dropReason: "lost" },
      { ...makeTransaction({ hash: hashOf(9) }), nonce: -1 },
      { ...makeTransaction({ hash: hashOf(10) }), receipt: makeReceipt({ status: 2 }) },
      "a string",
    );
    expect(parseStoredTransactions(text, chainId)).toEqual({
      transactions: { [good.hash]: good },
      discardedCount: 8,
    });
  });

  it("discards entries of another chain and entries stored under another hash", () => {
    const otherChain = makeTransaction({ hash: hashOf(11), chainId: 97 });
    const misfiled = JSON.stringify({ [hashOf(12)]: makeTransaction({ hash: hashOf(13) }) });
    expect(parseStoredTransactions(stored(otherChain), chainId).transactions).toEqual({});
    expect(parseStoredTransactions(misfiled, chainId).transactions).toEqual({});
  });

  it("treats null optional fields as absent", () => {
    const text = stored({ ...makeTransaction({ hash: hashOf(14) }), receipt: null, summary: null });
    expect(parseStoredTransactions(text, chainId).transactions[hashOf(14)]).toEqual(
      makeTransaction({ hash: hashOf(14) }),
    );
  });
});
