import type { InfoPairToken, InfoTransaction } from "./InfoRows.ts";

/** One token's amount in a transaction, raw. */
export interface TransactionSide {
  readonly token: InfoPairToken;
  readonly amount: bigint;
}

/**
 * A transaction's two amounts in reading order: a swap's token in, then its token out; an add's or
 * remove's token0, then token1.
 */
export function transactionSides(transaction: InfoTransaction): readonly [TransactionSide, TransactionSide] {
  const { token0, token1 } = transaction;
  if (transaction.kind !== "Swap") {
    return [
      { token: token0, amount: transaction.amount0In },
      { token: token1, amount: transaction.amount1In },
    ];
  }
  // A swap may take both tokens in (a flash swap paid back in the other); the larger value in leads.
  const zeroIn = transaction.amount0In > 0n && transaction.amount1Out > 0n;
  return zeroIn
    ? [
        { token: token0, amount: transaction.amount0In - transaction.amount0Out },
        { token: token1, amount: transaction.amount1Out - transaction.amount1In },
      ]
    : [
        { token: token1, amount: transaction.amount1In - transaction.amount1Out },
        { token: token0, amount: transaction.amount0Out - transaction.amount0In },
      ];
}
