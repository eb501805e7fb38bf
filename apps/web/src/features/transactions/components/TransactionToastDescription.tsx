import type { TransactionRecord } from "../model/TransactionRecord.ts";
import { TransactionHashLink } from "./TransactionHashLink.tsx";
import styles from "./Transactions.module.css";

/** A transaction toast's body: what it was for, and where to see it. */
export function TransactionToastDescription({ transaction }: { transaction: TransactionRecord }) {
  return (
    <span className={styles.toastDescription}>
      {transaction.summary && <span>{transaction.summary}</span>}
      <TransactionHashLink hash={transaction.hash} />
    </span>
  );
}
