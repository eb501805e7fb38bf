import { lazy, type ComponentType, type LazyExoticComponent } from "react";
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

export interface LazyPage extends LazyExoticComponent<ComponentType> {
  /** Starts loading the page's chunk before it renders (the same load the render then uses). */
  readonly preload: () => Promise<unknown>;
}

/** A page loaded on demand (its own chunk), with one reload to recover from a stale build. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (loading ??= loadChunkWithReload(load, browserEnvironment));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
