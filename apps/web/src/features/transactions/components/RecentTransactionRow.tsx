import { useTranslation } from "../../../shared/i18n/index.ts";
import { getTransactionStatus } from "../model/getTransactionStatus.ts";
import { shortenTransactionHash } from "../model/shortenTransactionHash.ts";
import type { TransactionRecord } from "../model/TransactionRecord.ts";
import { TransactionHashLink } from "./TransactionHashLink.tsx";
import { TransactionStatusIcon } from "./TransactionStatusIcon.tsx";
import styles from "./Transactions.module.css";

const notes = {
  replaced: "Replaced by another transaction with the same nonce",
  dropped: "No longer known to the network",
} as const;

export function RecentTransactionRow({ transaction }: { transaction: TransactionRecord }) {
  const { t } = useTranslation();
  const status = getTransactionStatus(transaction);
  return (
    <li className={styles.row} data-testid="recent-transaction" data-hash={transaction.hash}>
      <div className={styles.rowText}>
        <span className={styles.summary}>
          {transaction.summary ?? shortenTransactionHash(transaction.hash)}
        </span>
        {(status === "replaced" || status === "dropped") && (
          <span className={styles.note}>{t(notes[status])}</span>
        )}
        <TransactionHashLink hash={transaction.hash} />
      </div>
      <TransactionStatusIcon status={status} />
    </li>
  );
}
