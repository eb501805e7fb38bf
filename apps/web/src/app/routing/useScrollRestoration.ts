import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { parseScrollPositions } from "./parseScrollPositions.ts";
import { scrollTargetFor } from "./scrollTargetFor.ts";

const STORAGE_KEY = "griddle:scroll-positions";

function readSavedPositions(): Record<string, number> {
  try {
    return { ...parseScrollPositions(sessionStorage.getItem(STORAGE_KEY)) };
  } catch {
    // Storage is disabled: positions are kept for this page's life only.
    return {};
  }
}

/**
 * Scroll restoration for the declarative router (the data router's <ScrollRestoration> needs
 * createBrowserRouter): remembers each history entry's position, restores it on back and forward,
 * and keeps it across reloads in session storage.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    positions.current ??= readSavedPositions();
    window.history.scrollRestoration = "manual";
    const remember = () => {
      if (positions.current) positions.current[currentKey.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage is disabled or full: the positions are lost with the page, as without this hook.
      }
    };
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", save);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readSavedPositions();
    currentKey.current = location.key;
    const target = scrollTargetFor({
      navigationType,
      hash: location.hash,
      savedY: positions.current[location.key],
    });
    if (target.kind === "position") window.scrollTo(0, target.y);
    else if (target.kind === "element") document.getElementById(target.id)?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
