import { useEffect } from "react";

/** Stops the page behind an open modal from scrolling; nested modals restore in reverse order. */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
}
