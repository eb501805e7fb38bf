import { useId, useMemo } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Text } from "../../../shared/ui/index.ts";
import { useAllTransactions } from "../hooks/useAllTransactions.ts";
import { useClearAllTransactions } from "../hooks/useClearAllTransactions.ts";
import { listRecentTransactions } from "../model/listRecentTransactions.ts";
import type { TransactionRecord } from "../model/TransactionRecord.ts";
import { RecentTransactionRow } from "./RecentTransactionRow.tsx";
import styles from "./Transactions.module.css";

function TransactionGroup({
  title,
  transactions,
}: {
  title: string;
  transactions: readonly TransactionRecord[];
}) {
  const headingId = useId();
  if (transactions.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <Text as="div" size="sm" color="secondary" id={headingId}>
        {title}
      </Text>
      <ul className={styles.list}>
        {transactions.map((transaction) => (
          <RecentTransactionRow key={transaction.hash} transaction={transaction} />
        ))}
      </ul>
    </section>
  );
}

/** The app chain's transactions: pending ones, then completed ones, with 'clear all'. */
export function RecentTransactionsList() {
  const { t } = useTranslation();
  const transactions = useAllTransactions();
  const clearAll = useClearAllTransactions();
  const { pending, completed } = useMemo(() => listRecentTransactions(transactions), [transactions]);

  if (pending.length === 0 && completed.length === 0) {
    return <Text color="secondary">{t("No recent transactions")}</Text>;
  }
  return (
    <div className={styles.recent}>
      <div className={styles.recentHeader}>
        <Button variant="text" size="sm" onClick={clearAll}>
          {t("clear all")}
        </Button>
      </div>
      <TransactionGroup title={t("Pending")} transactions={pending} />
      <TransactionGroup title={t("Completed")} transactions={completed} />
    </div>
  );
}
