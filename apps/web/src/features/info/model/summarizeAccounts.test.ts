import { describe, expect, it } from "vitest";
import type { Address } from "viem";
import { summarizeAccounts } from "./summarizeAccounts.ts";

const A: Address = "0x00000000000000000000000000000000000000aa";
const B: Address = "0x00000000000000000000000000000000000000bb";
const row = (account: Address, amountUsd: number, timestamp: number) => ({ account, amountUsd, timestamp });

describe("summarizeAccounts", () => {
  it("counts each account's transactions, their value and its latest", () => {
    expect(summarizeAccounts([row(A, 10, 5), row(B, 1, 7), row(A, 2.5, 9)])).toEqual([
      { account: A, transactions: 2, valueUsd: 12.5, lastAt: 9 },
      { account: B, transactions: 1, valueUsd: 1, lastAt: 7 },
    ]);
  });
});
