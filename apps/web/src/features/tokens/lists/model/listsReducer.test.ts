import { describe, expect, it } from "vitest";
import { listsReducer, NEW_LIST_STATE, type ListsAction, type ListsState } from "./listsReducer.ts";
import { MissingPendingUpdateError, TokenListDownloadError } from "./tokenListErrors.ts";
import { tokenListFixture } from "./tokenListFixtures.ts";

const DEFAULT_URL = "/lists/default.json";
const OTHER_URL = "https://tokens.example/list.json";
const empty: ListsState = { byUrl: { [DEFAULT_URL]: NEW_LIST_STATE }, activeListUrls: [] };

function run(state: ListsState, ...actions: ListsAction[]): ListsState {
  return actions.reduce((next, action) => listsReducer(next, action, [DEFAULT_URL]), state);
}

const v1 = tokenListFixture();
const v1patch = tokenListFixture({ version: { major: 1, minor: 0, patch: 1 } });
const v2 = tokenListFixture({ version: { major: 2, minor: 0, patch: 0 } });
const downloadFailed = new TokenListDownloadError("x").text;

describe("listsReducer", () => {
  it("loading sets the request id and clears the error", () => {
    const failed = run(
      empty,
      { type: "fetchPending", url: DEFAULT_URL, requestId: "a" },
      { type: "fetchRejected", url: DEFAULT_URL, requestId: "a", error: downloadFailed },
    );
    expect(failed.byUrl[DEFAULT_URL]?.error).toEqual(downloadFailed);
    const loading = run(failed, { type: "fetchPending", url: DEFAULT_URL, requestId: "b" });
    expect(loading.byUrl[DEFAULT_URL]).toMatchObject({ loadingRequestId: "b", error: null });
  });

  it("the first load becomes current, and a default list becomes active", () => {
    const state = run(
      empty,
      { type: "addList", url: OTHER_URL },
      { type: "fetchPending", url: DEFAULT_URL, requestId: "a" },
      { type: "fetchFulfilled", url: DEFAULT_URL, requestId: "a", tokenList: v1 },
      { type: "fetchPending", url: OTHER_URL, requestId: "b" },
      { type: "fetchFulfilled", url: OTHER_URL, requestId: "b", tokenList: v1 },
    );
    expect(state.byUrl[DEFAULT_URL]).toEqual({ ...NEW_LIST_STATE, current: v1 });
    expect(state.byUrl[OTHER_URL]?.current).toBe(v1);
    expect(state.activeListUrls).toEqual([DEFAULT_URL]);
  });

  it("a newer version becomes a pending update; the same version changes nothing", () => {
    const loaded = run(empty, { type: "fetchFulfilled", url: DEFAULT_URL, requestId: "a", tokenList: v1 });
    const same = run(
      loaded,
      { type: "fetchPending", url: DEFAULT_URL, requestId: "b" },
      {
        type: "fetchFulfilled",
        url: DEFAULT_URL,
        requestId: "b",
        tokenList: tokenListFixture(),
      },
    );
    expect(same.byUrl[DEFAULT_URL]).toEqual({ ...NEW_LIST_STATE, current: v1 });
    const updated = run(
      loaded,
      { type: "fetchPending", url: DEFAULT_URL, requestId: "c" },
      {
        type: "fetchFulfilled",
        url: DEFAULT_URL,
        requestId: "c",
        tokenList: v2,
      },
    );
    expect(updated.byUrl[DEFAULT_URL]).toEqual({ ...NEW_LIST_STATE, current: v1, pendingUpdate: v2 });
  });

  it("accepting moves the pending update to current", () => {
    const pending = run(
      empty,
      { type: "fetchFulfilled", url: DEFAULT_URL, requestId: "a", tokenList: v1 },
      { type: "fetchFulfilled", url: DEFAULT_URL, requestId: "b", tokenList: v1patch },
      { type: "acceptListUpdate", url: DEFAULT_URL },
    );
    expect(pending.byUrl[DEFAULT_URL]).toEqual({ ...NEW_LIST_STATE, current: v1patch });
  });

  it("accepting without a pending update is an error", () => {
    const loaded = run(empty, { type: "fetchFulfilled", url: DEFAULT_URL, requestId: "a", tokenList: v1 });
    expect(() => run(loaded, { type: "acceptListUpdate", url: DEFAULT_URL })).toThrow(
      MissingPendingUpdateError,
    );
    expect(() => run(loaded, { type: "acceptListUpdate", url: DEFAULT_URL })).toThrow(
      "accept list update called without pending update",
    );
  });

  it("a failed fetch keeps the list's tokens and stores the message", () => {
    const state = run(
      empty,
      { type: "fetchFulfilled", url: DEFAULT_URL, requestId: "a", tokenList: v1 },
      { type: "fetchPending", url: DEFAULT_URL, requestId: "b" },
      {
        type: "fetchRejected",
        url: DEFAULT_URL,
        requestId: "b",
        error: downloadFailed,
      },
    );
    expect(state.byUrl[DEFAULT_URL]).toEqual({
      ...NEW_LIST_STATE,
      current: v1,
      error: downloadFailed,
    });
  });

  it("ignores answers to superseded requests and to removed lists", () => {
    const racing = run(
      empty,
      { type: "fetchPending", url: DEFAULT_URL, requestId: "old" },
      { type: "fetchPending", url: DEFAULT_URL, requestId: "new" },
      { type: "fetchFulfilled", url: DEFAULT_URL, requestId: "old", tokenList: v1 },
      { type: "fetchRejected", url: DEFAULT_URL, requestId: "old", error: downloadFailed },
    );
    expect(racing.byUrl[DEFAULT_URL]).toEqual({ ...NEW_LIST_STATE, loadingRequestId: "new" });
    const removed = run(
      empty,
      { type: "removeList", url: DEFAULT_URL },
      { type: "fetchFulfilled", url: DEFAULT_URL, requestId: "a", tokenList: v1 },
    );
    expect(removed.byUrl[DEFAULT_URL]).toBeUndefined();
  });

  it("adds, enables, disables and removes lists", () => {
    const added = run(empty, { type: "addList", url: OTHER_URL });
    expect(added.byUrl[OTHER_URL]).toEqual(NEW_LIST_STATE);
    expect(run(added, { type: "addList", url: OTHER_URL })).toBe(added);
    const enabled = run(
      added,
      { type: "enableList", url: OTHER_URL },
      { type: "enableList", url: OTHER_URL },
    );
    expect(enabled.activeListUrls).toEqual([OTHER_URL]);
    expect(run(enabled, { type: "disableList", url: OTHER_URL }).activeListUrls).toEqual([]);
    const removed = run(enabled, { type: "removeList", url: OTHER_URL });
    expect(removed.byUrl[OTHER_URL]).toBeUndefined();
    expect(removed.activeListUrls).toEqual([]);
  });

  it("enabling an unknown list adds it", () => {
    const state = run(empty, { type: "enableList", url: OTHER_URL });
    expect(state.byUrl[OTHER_URL]).toEqual(NEW_LIST_STATE);
    expect(state.activeListUrls).toEqual([OTHER_URL]);
  });
});
