import { useCallback, useMemo, useState, type ReactNode } from "react";
import { ToastContainer } from "./ToastContainer.tsx";
import { ToastContext, type ToastContextValue } from "./ToastContext.ts";
import { pushToast, removeToast, toastIdFromTitle, type Toast, type ToastType } from "./toastQueue.ts";

/** Holds the toast stack and renders it in a corner above everything else, modals included. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);

  const remove = useCallback((id: string) => setToasts((current) => removeToast(current, id)), []);

  const value = useMemo<ToastContextValue>(() => {
    const show = (type: ToastType) => (title: string, description?: ReactNode) =>
      setToasts((current) => pushToast(current, { id: toastIdFromTitle(title), title, description, type }));
    return {
      toastSuccess: show("success"),
      toastError: show("danger"),
      toastInfo: show("info"),
      toastWarning: show("warning"),
      remove,
    };
  }, [remove]);

  return (
    <ToastContext value={value}>
      {children}
      <ToastContainer toasts={toasts} onRemove={remove} />
    </ToastContext>
  );
}
