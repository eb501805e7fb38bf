import type { ReactNode } from "react";

export type ToastType = "danger" | "info" | "success" | "warning";

/** One notification in the corner stack (spec 000 section 3, 'Toast'). */
export interface Toast {
  /** Derived from the title: a new toast replaces a shown one with the same title. */
  readonly id: string;
  readonly title: string;
  readonly description?: ReactNode;
  readonly type: ToastType;
}

/** 'Transaction Confirmed' → 'transaction-confirmed'. */
export function toastIdFromTitle(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The stack after showing `toast`: newest first, and a toast with the same id leaves, so repeating
 * a notification moves it to the top with its latest text instead of stacking copies.
 */
export function pushToast(toasts: readonly Toast[], toast: Toast): readonly Toast[] {
  return [toast, ...toasts.filter((shown) => shown.id !== toast.id)];
}

/** The stack without the toast `id`; the same array when it was not shown. */
export function removeToast(toasts: readonly Toast[], id: string): readonly Toast[] {
  return toasts.some((toast) => toast.id === id) ? toasts.filter((toast) => toast.id !== id) : toasts;
}
