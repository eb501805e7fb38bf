import { useConnection } from "wagmi";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, Modal, Text } from "../../../shared/ui/index.ts";
import { RecentTransactionsList } from "./RecentTransactionsList.tsx";
import styles from "./Transactions.module.css";

export function RecentTransactionsModal({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const { status } = useConnection();
  return (
    <Modal title={t("Recent Transactions")} onDismiss={onDismiss} maxWidth="440px">
      {status === "connected" ? (
        <RecentTransactionsList />
      ) : (
        <div className={styles.centered}>
          <Text bold>{t("Please connect your wallet to view your recent transactions")}</Text>
          <Button variant="tertiary" size="sm" onClick={onDismiss}>
            {t("Close")}
          </Button>
        </div>
      )}
    </Modal>
  );
}
