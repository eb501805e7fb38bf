import { useCallback } from "react";
import { useTranslation } from "../i18n/index.ts";
import {
  CheckIcon,
  classNames,
  CloseIcon,
  DangerIcon,
  IconButton,
  InfoIcon,
  WarningIcon,
} from "../ui/index.ts";
import styles from "./Toast.module.css";
import type { Toast, ToastType } from "./toastQueue.ts";
import { useAutoDismiss } from "./useAutoDismiss.ts";

/** Long enough to read a title and a line of description, short enough not to pile up. */
const TOAST_TTL_MS = 6000;

const icons: Record<ToastType, typeof InfoIcon> = {
  success: CheckIcon,
  danger: DangerIcon,
  info: InfoIcon,
  warning: WarningIcon,
};

export function ToastItem({ toast, onRemove }: { toast: Toast; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  const dismiss = useCallback(() => onRemove(toast.id), [onRemove, toast.id]);
  const pauseHandlers = useAutoDismiss(dismiss, TOAST_TTL_MS, toast);
  const Icon = icons[toast.type];

  return (
    <div
      className={classNames(styles.toast, styles[toast.type])}
      data-testid={`toast-${toast.id}`}
      {...pauseHandlers}
    >
      <Icon className={styles.icon} />
      <div className={styles.content}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description !== undefined && <div className={styles.description}>{toast.description}</div>}
      </div>
      <IconButton aria-label={t("Close")} size="sm" className={styles.close} onClick={dismiss}>
        <CloseIcon size={16} />
      </IconButton>
    </div>
  );
}
