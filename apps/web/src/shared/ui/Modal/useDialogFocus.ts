import { useCallback, useEffect, useState, type KeyboardEvent, type RefObject } from "react";
import { nextTrappedFocusIndex } from "./nextTrappedFocusIndex.ts";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Modal dialog focus: moves focus into the dialog when it opens, keeps Tab and Shift+Tab inside it,
 * and gives focus back to whatever had it before once the dialog closes. Returns the keydown
 * handler to put on the dialog element.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>): (event: KeyboardEvent) => void {
  // Read while rendering, before a field inside can take focus with autoFocus on commit.
  const [previouslyFocused] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    // A field inside that took focus itself (autoFocus) keeps it: it is where the user starts typing.
    if (!dialogRef.current?.contains(document.activeElement)) dialogRef.current?.focus();
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [dialogRef, previouslyFocused]);

  return useCallback(
    (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (event.key !== "Tab" || !dialog) return;
      const elements = focusableElements(dialog);
      if (elements.length === 0) {
        event.preventDefault();
        return;
      }
      const current = elements.indexOf(document.activeElement as HTMLElement);
      const next = nextTrappedFocusIndex(elements.length, current, event.shiftKey);
      if (next === undefined) return;
      event.preventDefault();
      elements[next]?.focus();
    },
    [dialogRef],
  );
}
