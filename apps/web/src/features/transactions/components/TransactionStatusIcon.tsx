import { useTranslation } from "../../../shared/i18n/index.ts";
import { CheckIcon, DangerIcon, Spinner, VisuallyHidden, WarningIcon } from "../../../shared/ui/index.ts";
import type { TransactionStatus } from "../model/getTransactionStatus.ts";
import styles from "./Transactions.module.css";

const labels = {
  pending: "Pending",
  confirmed: "Confirmed",
  failed: "Failed",
  replaced: "Replaced",
  dropped: "Dropped",
} as const satisfies Record<TransactionStatus, string>;

/** The status of a row, drawn and spelled out for screen readers. */
export function TransactionStatusIcon({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.statusIcon} data-status={status}>
      {status === "pending" && <Spinner size={18} decorative />}
      {status === "confirmed" && <CheckIcon size={20} className={styles.success} />}
      {status === "failed" && <DangerIcon size={20} className={styles.danger} />}
      {(status === "replaced" || status === "dropped") && (
        <WarningIcon size={20} className={styles.warning} />
      )}
      <VisuallyHidden>{t(labels[status])}</VisuallyHidden>
    </span>
  );
}
