import { createPortal } from "react-dom";
import { useTranslation } from "../i18n/index.ts";
import styles from "./Toast.module.css";
import { ToastItem } from "./ToastItem.tsx";
import type { Toast } from "./toastQueue.ts";

/**
 * The corner stack. The live region stays in the page while empty: screen readers only announce
 * changes to a region that already exists.
 */
export function ToastContainer({
  toasts,
  onRemove,
}: {
  toasts: readonly Toast[];
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  return createPortal(
    <div
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label={t("Notifications")}
      className={styles.container}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onRemove={onRemove} />
      ))}
    </div>,
    document.body,
  );
}
