/** Set in session storage while the page reloads after a failed chunk load. */
export const CHUNK_RELOAD_STORAGE_KEY = "griddle:chunk-reload";

export interface ChunkReloadEnvironment {
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  readonly reload: () => void;
}

/**
 * Whether this failure should reload the page, marking it so the next failure does not. Storage
 * that cannot be used (disabled by the user) cannot guard against a reload loop: no reload then.
 */
function claimReload(storage: ChunkReloadEnvironment["storage"]): boolean {
  try {
    if (storage.getItem(CHUNK_RELOAD_STORAGE_KEY) !== null) {
      storage.removeItem(CHUNK_RELOAD_STORAGE_KEY);
      return false;
    }
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, "1");
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads a lazily loaded chunk. After a deployment, an open page may ask for chunks the server no
 * longer has: the first failure reloads the page once to pick up the new build; if the chunk fails
 * again after that reload, the error is rethrown for the error page (spec 000 section 8).
 */
export async function loadChunkWithReload<T>(
  load: () => Promise<T>,
  environment: ChunkReloadEnvironment,
): Promise<T> {
  let chunk: T;
  try {
    chunk = await load();
  } catch (error) {
    if (!claimReload(environment.storage)) throw error;
    environment.reload();
    // The page is going away: never settle, so the loader stays up instead of an error flashing.
    return new Promise<never>(() => undefined);
  }
  try {
    environment.storage.removeItem(CHUNK_RELOAD_STORAGE_KEY);
  } catch {
    // Unusable storage cannot hold a marker either: there is nothing to clear.
  }
  return chunk;
}
