import { createContext, type ReactNode } from "react";

type ShowToast = (title: string, description?: ReactNode) => void;

export interface ToastContextValue {
  readonly toastSuccess: ShowToast;
  readonly toastError: ShowToast;
  readonly toastInfo: ShowToast;
  readonly toastWarning: ShowToast;
  readonly remove: (id: string) => void;
}

export const ToastContext = createContext<ToastContextValue | undefined>(undefined);
