import { useEffect, useState } from "react";

/**
 * Whether content that opens and closes should be in the document: at once when it opens, and for
 * `delayMs` after it closes, so its closing animation can play.
 */
export function useDelayedUnmount(isOpen: boolean, delayMs: number): boolean {
  const [isMounted, setIsMounted] = useState(isOpen);
  if (isOpen && !isMounted) setIsMounted(true);
  useEffect(() => {
    if (isOpen) return;
    const timer = setTimeout(() => setIsMounted(false), delayMs);
    return () => clearTimeout(timer);
  }, [isOpen, delayMs]);
  return isMounted;
}
