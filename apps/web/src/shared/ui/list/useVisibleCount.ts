import { useEffect, useState } from "react";

/**
 * Infinite scroll (spec 000 section 2): shows `step` of `total` entries at first and `step` more each
 * time the element given to `markerRef` (placed below the list) is in view.
 */
export function useVisibleCount(
  step: number,
  total: number,
): { visibleCount: number; markerRef: (element: HTMLElement | null) => void } {
  const [visibleCount, setVisibleCount] = useState(step);
  const [marker, setMarker] = useState<HTMLElement | null>(null);
  const hasMore = visibleCount < total;

  useEffect(() => {
    if (marker === null || !hasMore) return;
    // Observing anew after each step reports the marker at once: on a tall screen where it is still in
    // view, the next step follows without waiting for a scroll that cannot happen.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisibleCount((count) => count + step);
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [marker, hasMore, step, visibleCount]);

  return { visibleCount, markerRef: setMarker };
}
