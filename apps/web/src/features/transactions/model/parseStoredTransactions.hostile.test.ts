import fc from "fast-check";
import { isHash } from "viem";
import { describe, expect, it } from "vitest";
import {
  HOSTILE_RUNS,
  hostileJsonValue,
  hostileStoredText,
  PROTOTYPE_KEYS,
} from "../../../shared/testing/hostileArbitraries.ts";
import { parseStoredTransactions } from "./parseStoredTransactions.ts";
import { hashOf, makeTransaction } from "./transactionFixtures.ts";

const chainId = 31337;

describe("parseStoredTransactions on hostile storage (issue 26)", () => {
  it("reads only records of this chain stored under their own hash, from any text", () => {
    fc.assert(
      fc.property(hostileStoredText, (raw) => {
        const { transactions, discardedCount } = parseStoredTransactions(raw, chainId);
        expect(Object.getPrototypeOf(transactions)).toBe(Object.prototype);
        expect(Number.isInteger(discardedCount) && discardedCount >= 0).toBe(true);
        for (const [hash, record] of Object.entries(transactions)) {
          expect(isHash(hash)).toBe(true);
          expect(record.hash).toBe(hash);
          expect(record.chainId).toBe(chainId);
        }
      }),
      HOSTILE_RUNS,
    );
  });

  it("keeps a pending transaction beside garbage entries and counts each garbage entry once", () => {
    const pending = makeTransaction({ hash: hashOf(7), summary: "Swap 1 BNB for 600 BUSD" });
    const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string()).filter((k) => k !== pending.hash);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(key, hostileJsonValue), { selector: ([k]) => k, maxLength: 4 }),
        (garbage) => {
          const entries = [...garbage.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`)];
          const raw = `{${[...entries, `${JSON.stringify(pending.hash)}:${JSON.stringify(pending)}`].join(",")}}`;
          const { transactions, discardedCount } = parseStoredTransactions(raw, chainId);
          expect(transactions).toEqual({ [pending.hash]: pending });
          expect(discardedCount).toBe(garbage.length);
        },
      ),
      HOSTILE_RUNS,
    );
  });
});
