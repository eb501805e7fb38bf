import { describe, expect, it } from "vitest";
import { collectListTokens } from "./collectListTokens.ts";
import { NEW_LIST_STATE, type ListsState } from "./listsReducer.ts";
import { busdInfo, cakeInfo, tokenListFixture } from "./tokenListFixtures.ts";

const origin = "https://griddle.example";

function stateWith(lists: Record<string, ReturnType<typeof tokenListFixture> | null>): ListsState {
  return {
    byUrl: Object.fromEntries(
      Object.entries(lists).map(([url, current]) => [url, { ...NEW_LIST_STATE, current }]),
    ),
    activeListUrls: [],
  };
}

describe("collectListTokens", () => {
  it("gives the chain's tokens of the named lists, first list first, each address once", () => {
    const state = stateWith({
      a: tokenListFixture({ name: "A", tokens: [busdInfo] }),
      b: tokenListFixture({
        name: "B",
        tokens: [{ ...busdInfo, address: busdInfo.address.toLowerCase() }, cakeInfo],
      }),
      c: null,
    });
    const tokens = collectListTokens(state, ["a", "b", "c", "missing"], 56, origin);
    expect(tokens.map((token) => [token.symbol, token.listName])).toEqual([
      ["BUSD", "A"],
      ["CAKE", "B"],
    ]);
    expect(tokens[0]?.logoUrl).toBe(busdInfo.logoURI);
    expect(collectListTokens(state, ["a", "b"], 97, origin)).toEqual([]);
  });

  it("checksums addresses and skips entries that are not EVM addresses", () => {
    const state = stateWith({
      a: tokenListFixture({
        tokens: [
          { ...cakeInfo, address: cakeInfo.address.toLowerCase() },
          { ...busdInfo, address: "So11111111111111111111111111111111111111112" },
        ],
      }),
    });
    expect(collectListTokens(state, ["a"], 56, origin).map((token) => token.address)).toEqual([
      cakeInfo.address,
    ]);
  });

  it("cleans names and drops unsafe logos", () => {
    const state = stateWith({
      a: tokenListFixture({
        tokens: [{ ...busdInfo, name: "BUSD\u202e Token", logoURI: "http://tracker.example/logo.png" }],
      }),
    });
    const [token] = collectListTokens(state, ["a"], 56, origin);
    expect(token?.name).toBe("BUSD Token");
    expect(token?.logoUrl).toBeUndefined();
  });
});
