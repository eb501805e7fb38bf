import { useEffect, useState } from "react";

/**
 * Calls `onDismiss` after `ttlMs`, unless the pointer or keyboard focus is on the element: a toast
 * being read or about to be clicked stays, and gets a full `ttlMs` again once left. `restartKey`
 * restarts the countdown (a repeated toast replaces its predecessor in place).
 */
export function useAutoDismiss(onDismiss: () => void, ttlMs: number, restartKey: unknown) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onDismiss, ttlMs);
    return () => clearTimeout(timer);
  }, [paused, onDismiss, ttlMs, restartKey]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: { currentTarget: Element; relatedTarget: Element | null }) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
}
