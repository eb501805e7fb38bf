import { describe, expect, it } from "vitest";
import { findTransactionChanges } from "./findTransactionChanges.ts";
import { hashOf, makeReceipt, makeTransaction } from "./transactionFixtures.ts";

const pending = makeTransaction({ hash: hashOf(1) });

describe("findTransactionChanges", () => {
  it("reports a new pending transaction as submitted", () => {
    expect(findTransactionChanges({}, { [pending.hash]: pending })).toEqual([
      { kind: "submitted", transaction: pending },
    ]);
  });

  it("reports a pending transaction that settled, with how", () => {
    const confirmed = { ...pending, receipt: makeReceipt({ status: 1 }) };
    const failed = { ...pending, receipt: makeReceipt({ status: 0 }) };
    const replaced = { ...pending, dropReason: "replaced" as const };
    const dropped = { ...pending, dropReason: "dropped" as const };
    const before = { [pending.hash]: pending };
    expect(findTransactionChanges(before, { [pending.hash]: confirmed })).toEqual([
      { kind: "confirmed", transaction: confirmed },
    ]);
    expect(findTransactionChanges(before, { [pending.hash]: failed })[0]?.kind).toBe("failed");
    expect(findTransactionChanges(before, { [pending.hash]: replaced })[0]?.kind).toBe("replaced");
    expect(findTransactionChanges(before, { [pending.hash]: dropped })[0]?.kind).toBe("dropped");
  });

  it("reports nothing for a check that found no receipt yet", () => {
    const checked = { ...pending, lastCheckedBlockNumber: 10 };
    expect(findTransactionChanges({ [pending.hash]: pending }, { [pending.hash]: checked })).toEqual([]);
  });

  it("reports nothing for removed transactions or ones that arrive already settled", () => {
    const settled = makeTransaction({ hash: hashOf(2), receipt: makeReceipt() });
    expect(findTransactionChanges({ [pending.hash]: pending }, {})).toEqual([]);
    expect(findTransactionChanges({}, { [settled.hash]: settled })).toEqual([]);
  });

  it("does not report a settled transaction again", () => {
    const confirmed = { ...pending, receipt: makeReceipt() };
    expect(findTransactionChanges({ [pending.hash]: confirmed }, { [pending.hash]: confirmed })).toEqual([]);
  });
});
