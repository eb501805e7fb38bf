import { describe, expect, it } from "vitest";
import { groupOwnedTokens } from "./groupOwnedTokens.ts";

describe("groupOwnedTokens", () => {
  it("lists each collectible's tokens, ascending", () => {
    const owned = groupOwnedTokens([9n, 2n, 5n], [3, 0, 3]);
    expect([...owned.entries()]).toEqual([
      [3, [5n, 9n]],
      [0, [2n]],
    ]);
  });

  it("leaves out tokens whose id or collectible could not be read", () => {
    expect(groupOwnedTokens([1n, null, 3n], [0, 1, null]).size).toBe(1);
    expect(groupOwnedTokens([], []).size).toBe(0);
  });
});
