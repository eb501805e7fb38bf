import { describe, expect, it, vi } from "vitest";
import { tokenListFixture } from "../model/tokenListFixtures.ts";
import { LOCAL_DEFAULT_LIST_URL, UNSUPPORTED_LIST_URL } from "../model/defaultLists.ts";
import { createListsStore, listsStorageKey, type ListsStorage } from "./listsStore.ts";

function memoryStorage(initial: Record<string, string> = {}): ListsStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe("createListsStore", () => {
  it("starts with the chain's default lists and persists each change", async () => {
    const storage = memoryStorage();
    const store = createListsStore(31337, storage);
    expect(Object.keys(store.getSnapshot().byUrl)).toEqual([LOCAL_DEFAULT_LIST_URL, UNSUPPORTED_LIST_URL]);
    store.dispatch({
      type: "fetchFulfilled",
      url: LOCAL_DEFAULT_LIST_URL,
      requestId: "a",
      tokenList: tokenListFixture(),
    });
    expect(store.getSnapshot().activeListUrls).toEqual([LOCAL_DEFAULT_LIST_URL]);
    const reopened = createListsStore(31337, storage);
    await reopened.ready;
    expect(reopened.getSnapshot()).toEqual(store.getSnapshot());
  });

  it("restores the defaults over a corrupt stored state, and says so", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const storage = memoryStorage({ [listsStorageKey(56)]: '{"byUrl":{"x":{"current":{"name":1}}}}' });
    const store = createListsStore(56, storage);
    await store.ready;
    expect(store.getSnapshot().activeListUrls).toEqual([]);
    expect(Object.keys(store.getSnapshot().byUrl)).toContain("/lists/pancakeswap-default.json");
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("keeps chains apart", async () => {
    const storage = memoryStorage();
    createListsStore(56, storage).dispatch({ type: "addList", url: "https://tokens.example/l.json" });
    const other = createListsStore(97, storage);
    await other.ready;
    expect(other.getSnapshot().byUrl["https://tokens.example/l.json"]).toBeUndefined();
  });

  it("holds changes made while the stored state is validated, then applies them to it", async () => {
    const storage = memoryStorage();
    createListsStore(56, storage).dispatch({ type: "addList", url: "https://tokens.example/l.json" });
    const reopened = createListsStore(56, storage);
    reopened.dispatch({ type: "addList", url: "https://tokens.example/m.json" });
    expect(reopened.getSnapshot().byUrl["https://tokens.example/l.json"]).toBeUndefined();
    await reopened.ready;
    expect(Object.keys(reopened.getSnapshot().byUrl)).toEqual(
      expect.arrayContaining(["https://tokens.example/l.json", "https://tokens.example/m.json"]),
    );
  });
});
