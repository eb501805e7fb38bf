import type { Address } from "viem";
import type { InfoTransaction } from "./InfoRows.ts";

/** An account's part in a list of transactions. */
export interface AccountActivity {
  readonly account: Address;
  readonly transactions: number;
  /** The USD value of its swaps, adds and removes added up. */
  readonly valueUsd: number;
  /** Unix time of its latest one. */
  readonly lastAt: number;
}

/** The accounts that sent the transactions, with how many, what value, and when last. */
export function summarizeAccounts(
  transactions: readonly Pick<InfoTransaction, "account" | "amountUsd" | "timestamp">[],
): AccountActivity[] {
  const byAccount = new Map<Address, AccountActivity>();
  for (const transaction of transactions) {
    const seen = byAccount.get(transaction.account);
    byAccount.set(transaction.account, {
      account: transaction.account,
      transactions: (seen?.transactions ?? 0) + 1,
      valueUsd: (seen?.valueUsd ?? 0) + transaction.amountUsd,
      lastAt: Math.max(seen?.lastAt ?? 0, transaction.timestamp),
    });
  }
  return [...byAccount.values()];
}
