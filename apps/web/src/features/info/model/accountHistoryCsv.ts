import { formatUnits } from "viem";
import type { InfoTransaction } from "./InfoRows.ts";
import { transactionSides } from "./transactionSides.ts";

const HEADER = [
  "Date (UTC)",
  "Type",
  "Pair",
  "Token A",
  "Amount A",
  "Token B",
  "Amount B",
  "Value (USD)",
  "Transaction",
];

const KIND_NAMES = { Swap: "Swap", Mint: "Add", Burn: "Remove" } as const;

/** A CSV field, quoted when it holds a separator, a quote or a line break (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * An account's history as CSV (RFC 4180, CRLF lines): one line per swap, add or remove, its date in
 * ISO 8601 (UTC), both amounts exact in whole tokens (every decimal the token has, nothing rounded),
 * its USD value then and its transaction hash.
 */
export function accountHistoryCsv(transactions: readonly InfoTransaction[]): string {
  const lines = transactions.map((transaction) => {
    const [a, b] = transactionSides(transaction);
    return [
      new Date(transaction.timestamp * 1000).toISOString(),
      KIND_NAMES[transaction.kind],
      `${transaction.token0.symbol}-${transaction.token1.symbol}`,
      a.token.symbol,
      formatUnits(a.amount, a.token.decimals),
      b.token.symbol,
      formatUnits(b.amount, b.token.decimals),
      transaction.amountUsd.toFixed(2),
      transaction.hash,
    ]
      .map(field)
      .join(",");
  });
  return [HEADER.join(","), ...lines].join("\r\n") + "\r\n";
}
