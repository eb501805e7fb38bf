import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_STORAGE_KEY, loadChunkWithReload } from "./loadChunkWithReload.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const chunkError = new TypeError("Failed to fetch dynamically imported module");
const pending = Symbol("pending");

/** Whether the promise has settled once everything already queued has run. */
async function settledValue<T>(promise: Promise<T>): Promise<T | typeof pending> {
  return Promise.race([
    promise,
    new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), 0)),
  ]);
}

describe("loadChunkWithReload", () => {
  it("returns the chunk and clears a reload marker left by an earlier failure", async () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: "1" });
    const reload = vi.fn();
    await expect(
      loadChunkWithReload(async () => ({ default: "page" }), { storage, reload }),
    ).resolves.toEqual({
      default: "page",
    });
    expect(storage.values.has(CHUNK_RELOAD_STORAGE_KEY)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads the page on the first failure and keeps the loader up", async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const result = loadChunkWithReload(() => Promise.reject(chunkError), { storage, reload });
    expect(await settledValue(result)).toBe(pending);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe("1");
  });

  it("rethrows a failure that happens again after the reload", async () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: "1" });
    const reload = vi.fn();
    await expect(loadChunkWithReload(() => Promise.reject(chunkError), { storage, reload })).rejects.toBe(
      chunkError,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(storage.values.has(CHUNK_RELOAD_STORAGE_KEY)).toBe(false);
  });

  it("rethrows the load error without reloading when storage is unavailable", async () => {
    const storage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const reload = vi.fn();
    await expect(loadChunkWithReload(() => Promise.reject(chunkError), { storage, reload })).rejects.toBe(
      chunkError,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it("still returns the chunk when storage is unavailable", async () => {
    const storage = {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    await expect(loadChunkWithReload(async () => "page", { storage, reload: vi.fn() })).resolves.toBe("page");
  });
});
