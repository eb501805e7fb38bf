import { validateTokenList } from "./validateTokenList.ts";
import { describe, expect, it } from "vitest";
import { NEW_LIST_STATE } from "./listsReducer.ts";
import { defaultListsState, parseListsState } from "./parseListsState.ts";
import { busdInfo, tokenListFixture } from "./tokenListFixtures.ts";

const defaults = {
  listUrls: ["/lists/default.json", "/lists/unsupported.json"],
  activeListUrls: ["/lists/default.json"],
};
const restored = { state: defaultListsState(defaults), corrupt: true };

describe("parseListsState", () => {
  it("starts from the defaults when nothing was stored", () => {
    expect(parseListsState(null, defaults, validateTokenList)).toEqual({
      state: defaultListsState(defaults),
      corrupt: false,
    });
    expect(defaultListsState(defaults).byUrl["/lists/unsupported.json"]).toEqual(NEW_LIST_STATE);
  });

  it("reads a stored state, forgetting fetches in flight and adding new default lists", () => {
    const list = tokenListFixture();
    const stored = {
      byUrl: {
        "/lists/default.json": { current: list, pendingUpdate: null, loadingRequestId: "x", error: null },
      },
      activeListUrls: ["/lists/default.json", "https://gone.example/l.json"],
    };
    expect(parseListsState(JSON.stringify(stored), defaults, validateTokenList)).toEqual({
      state: {
        byUrl: {
          "/lists/default.json": { current: list, pendingUpdate: null, loadingRequestId: null, error: null },
          "/lists/unsupported.json": NEW_LIST_STATE,
        },
        activeListUrls: ["/lists/default.json"],
      },
      corrupt: false,
    });
  });

  it("drops unreadable or misshapen state and restores the defaults", () => {
    expect(parseListsState("{not json", defaults, validateTokenList)).toEqual(restored);
    expect(parseListsState("null", defaults, validateTokenList)).toEqual(restored);
    expect(
      parseListsState(JSON.stringify({ byUrl: [], activeListUrls: [] }), defaults, validateTokenList),
    ).toEqual(restored);
    expect(
      parseListsState(JSON.stringify({ byUrl: {}, activeListUrls: [1] }), defaults, validateTokenList),
    ).toEqual(restored);
    expect(
      parseListsState(
        JSON.stringify({ byUrl: { a: null }, activeListUrls: [] }),
        defaults,
        validateTokenList,
      ),
    ).toEqual(restored);
  });

  it("keeps a stored error as its translation key and values, and drops an older English one", () => {
    const error = { key: "Failed to download list %url%", data: { url: "https://tokens.example/l.json" } };
    const stored = (storedError: unknown) =>
      JSON.stringify({
        byUrl: {
          "/lists/default.json": {
            current: null,
            pendingUpdate: null,
            loadingRequestId: null,
            error: storedError,
          },
        },
        activeListUrls: [],
      });
    const errorOf = (storedError: unknown) =>
      parseListsState(stored(storedError), defaults, validateTokenList).state.byUrl["/lists/default.json"]
        ?.error;
    expect(errorOf(error)).toEqual(error);
    expect(errorOf("Failed to download list x")).toBeNull();
    expect(parseListsState(stored({ key: 1 }), defaults, validateTokenList)).toEqual(restored);
    expect(parseListsState(stored({ key: "x", data: { url: 1 } }), defaults, validateTokenList)).toEqual(
      restored,
    );
  });

  it("drops a state holding a list that fails validation", () => {
    const tampered = tokenListFixture({ tokens: [{ ...busdInfo, address: "0xnot-an-address" }] });
    const stored = {
      byUrl: {
        "/lists/default.json": {
          current: tampered,
          pendingUpdate: null,
          loadingRequestId: null,
          error: null,
        },
      },
      activeListUrls: ["/lists/default.json"],
    };
    expect(parseListsState(JSON.stringify(stored), defaults, validateTokenList)).toEqual(restored);
  });
});
