import type { Hex } from "viem";
import { getTransactionStatus } from "../model/getTransactionStatus.ts";
import { useAllTransactions } from "./useAllTransactions.ts";

/** Whether the transaction is recorded and still waiting for its receipt. */
export function useIsTransactionPending(hash?: Hex): boolean {
  const transactions = useAllTransactions();
  const transaction = hash ? transactions[hash] : undefined;
  return transaction !== undefined && getTransactionStatus(transaction) === "pending";
}
