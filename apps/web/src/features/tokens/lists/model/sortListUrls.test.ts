import { describe, expect, it } from "vitest";
import { NEW_LIST_STATE } from "./listsReducer.ts";
import { sortListUrls } from "./sortListUrls.ts";
import { tokenListFixture } from "./tokenListFixtures.ts";

describe("sortListUrls", () => {
  it("puts active lists first, then orders by name", () => {
    const state = {
      byUrl: {
        a: { ...NEW_LIST_STATE, current: tokenListFixture({ name: "Zebra" }) },
        b: { ...NEW_LIST_STATE, current: tokenListFixture({ name: "apple" }) },
        c: { ...NEW_LIST_STATE, current: tokenListFixture({ name: "Mango" }) },
        "https://d.example": NEW_LIST_STATE,
      },
      activeListUrls: ["c"],
    };
    expect(sortListUrls(state, ["a", "b", "c", "https://d.example"])).toEqual([
      "c",
      "b",
      "https://d.example",
      "a",
    ]);
  });
});
