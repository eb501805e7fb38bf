import { useTranslation } from "../../../shared/i18n/index.ts";
import { Button, DangerIcon, Text } from "../../../shared/ui/index.ts";
import styles from "./TransactionDialog.module.css";

/** The transaction could not be sent; `message` is already the user-facing text. */
export function TransactionErrorContent({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.content}>
      <DangerIcon size={64} className={styles.errorIcon} />
      <Text color="danger" role="alert" className={styles.message}>
        {message}
      </Text>
      <Button fullWidth onClick={onDismiss}>
        {t("Dismiss")}
      </Button>
    </div>
  );
}
