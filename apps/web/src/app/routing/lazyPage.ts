import { lazy, type ComponentType } from "react";
import { loadChunkWithReload, type ChunkReloadEnvironment } from "./loadChunkWithReload.ts";

// Touches sessionStorage only when called: merely reading the property throws where storage is disabled.
const browserEnvironment: ChunkReloadEnvironment = {
  storage: {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => sessionStorage.setItem(key, value),
    removeItem: (key) => sessionStorage.removeItem(key),
  },
  reload: () => window.location.reload(),
};

/** A page loaded on demand (its own chunk), with one reload to recover from a stale build. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => loadChunkWithReload(load, browserEnvironment));
}
