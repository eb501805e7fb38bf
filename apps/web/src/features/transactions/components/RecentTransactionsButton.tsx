import { useId, useState } from "react";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { HistoryIcon, IconButton, lazyDialog } from "../../../shared/ui/index.ts";
import { usePendingTransactionCount } from "../hooks/usePendingTransactionCount.ts";
import styles from "./Transactions.module.css";

const RecentTransactionsModal = lazyDialog(() =>
  import("./RecentTransactionsModal.tsx").then((module) => module.RecentTransactionsModal),
);

/** The page header's recent-transactions button, with the number of pending transactions. */
export function RecentTransactionsButton() {
  const { t } = useTranslation();
  const pendingCount = usePendingTransactionCount();
  const [isOpen, setIsOpen] = useState(false);
  const countId = useId();

  return (
    <>
      <span className={styles.buttonWrap}>
        <IconButton
          aria-label={t("Recent transactions")}
          aria-describedby={pendingCount > 0 ? countId : undefined}
          onClick={() => setIsOpen(true)}
        >
          <HistoryIcon />
        </IconButton>
        {pendingCount > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {pendingCount}
          </span>
        )}
        {pendingCount > 0 && (
          <span id={countId} hidden>
            {t("%count% pending", { count: pendingCount })}
          </span>
        )}
      </span>
      {isOpen && <RecentTransactionsModal onDismiss={() => setIsOpen(false)} />}
    </>
  );
}
