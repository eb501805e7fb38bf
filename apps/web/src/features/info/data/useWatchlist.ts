import { useCallback, useState } from "react";
import type { Address } from "viem";
import { parseWatchlist, toggleWatched, type Watchlist } from "../model/parseWatchlist.ts";

const STORAGE_KEY = "griddle.info.watchlist";

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch (error) {
    console.warn("The Info watchlist could not be read; starting empty", error);
    return null;
  }
}

/** The watched tokens and pairs, kept in this browser; a toggle adds or removes one. */
export function useWatchlist(): [Watchlist, (kind: keyof Watchlist, address: Address) => void] {
  const [watchlist, setWatchlist] = useState(() => parseWatchlist(readStored()));
  const toggle = useCallback((kind: keyof Watchlist, address: Address) => {
    setWatchlist((current) => {
      const next = toggleWatched(current, kind, address);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch (error) {
        console.warn("The Info watchlist could not be saved", error);
      }
      return next;
    });
  }, []);
  return [watchlist, toggle];
}
