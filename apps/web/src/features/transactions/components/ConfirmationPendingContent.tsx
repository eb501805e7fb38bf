import { useTranslation } from "../../../shared/i18n/index.ts";
import { Spinner, Text } from "../../../shared/ui/index.ts";
import styles from "./TransactionDialog.module.css";

/** The wallet has the transaction and the user has yet to confirm it there. */
export function ConfirmationPendingContent({ pendingText }: { pendingText: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.content}>
      <span className={styles.icon}>
        <Spinner size={72} decorative />
      </span>
      <Text size="lg" bold>
        {t("Waiting For Confirmation")}
      </Text>
      <Text bold>{pendingText}</Text>
      <Text size="sm" color="secondary">
        {t("Confirm this transaction in your wallet")}
      </Text>
    </div>
  );
}
