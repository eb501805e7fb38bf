import { getTransactionStatus } from "../model/getTransactionStatus.ts";
import { useAllTransactions } from "./useAllTransactions.ts";

/** How many recorded transactions of the app's chain still wait for their receipt. */
export function usePendingTransactionCount(): number {
  const transactions = useAllTransactions();
  return Object.values(transactions).filter((transaction) => getTransactionStatus(transaction) === "pending")
    .length;
}
