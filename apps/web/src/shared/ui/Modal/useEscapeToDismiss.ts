import { useEffect, useRef } from "react";

/** Open modals, innermost last: Escape closes only the top one. */
const openModals: symbol[] = [];

/**
 * Calls `onDismiss` when Escape is pressed while this is the top-most open modal, wherever focus is:
 * content that replaces the focused button (a confirm turning into 'Transaction Submitted') leaves
 * focus on the page body, outside the dialog's own key handler.
 */
export function useEscapeToDismiss(onDismiss: () => void): void {
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    const id = Symbol("modal");
    openModals.push(id);
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || openModals.at(-1) !== id) return;
      event.preventDefault();
      onDismissRef.current();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => {
      document.removeEventListener("keydown", handleKeyDown);
      openModals.splice(openModals.indexOf(id), 1);
    };
  }, []);
}
