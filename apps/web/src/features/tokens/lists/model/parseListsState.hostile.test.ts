import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HOSTILE_RUNS,
  hostileJsonValue,
  hostileStoredText,
  hostileText,
  PROTOTYPE_KEYS,
} from "../../../../shared/testing/hostileArbitraries.ts";
import { defaultListsState, parseListsState } from "./parseListsState.ts";
import { tokenListFixture } from "./tokenListFixtures.ts";
import { validateTokenList } from "./validateTokenList.ts";

const defaults = { listUrls: ["/lists/default.json"], activeListUrls: ["/lists/default.json"] };

describe("parseListsState on hostile storage (issue 26)", () => {
  it("gives either the defaults or a state whose active lists are all its own, validated lists", () => {
    fc.assert(
      fc.property(hostileStoredText, (raw) => {
        const { state, corrupt } = parseListsState(raw, defaults, validateTokenList);
        if (corrupt) expect(state).toEqual(defaultListsState(defaults));
        expect(Object.getPrototypeOf(state.byUrl)).toBe(Object.prototype);
        for (const url of state.activeListUrls) expect(Object.hasOwn(state.byUrl, url)).toBe(true);
        expect(Object.hasOwn(state.byUrl, "/lists/default.json")).toBe(true);
      }),
      HOSTILE_RUNS,
    );
  });

  it("never activates a list that is not stored, prototype keys included", () => {
    const list = { current: tokenListFixture(), pendingUpdate: null, error: null };
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileText), { maxLength: 4 }),
        (urls) => {
          const raw = JSON.stringify({
            byUrl: { "/lists/default.json": list },
            activeListUrls: [...urls, "/lists/default.json"],
          });
          const { state, corrupt } = parseListsState(raw, defaults, validateTokenList);
          expect(corrupt).toBe(false);
          expect(state.activeListUrls.filter((url) => url !== "/lists/default.json")).toEqual([]);
          expect(state.byUrl["/lists/default.json"]?.current).toEqual(tokenListFixture());
        },
      ),
      HOSTILE_RUNS,
    );
  });

  it("drops the whole state to the defaults when a stored list is garbage, flagged as corrupt", () => {
    fc.assert(
      fc.property(hostileJsonValue, (garbage) => {
        const raw = JSON.stringify({
          byUrl: { "https://example.org/list.json": { current: garbage, pendingUpdate: null, error: null } },
          activeListUrls: ["https://example.org/list.json"],
        });
        expect(parseListsState(raw, defaults, validateTokenList)).toEqual(
          garbage === null
            ? expect.objectContaining({ corrupt: false })
            : { state: defaultListsState(defaults), corrupt: true },
        );
      }),
      HOSTILE_RUNS,
    );
  });
});
