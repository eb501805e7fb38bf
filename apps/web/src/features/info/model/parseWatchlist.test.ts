import { describe, expect, it } from "vitest";
import { EMPTY_WATCHLIST, parseWatchlist, toggleWatched } from "./parseWatchlist.ts";

const A = "0x00000000000000000000000000000000000000aa";
const B = "0x00000000000000000000000000000000000000bb";

describe("parseWatchlist", () => {
  it("reads stored addresses, lower-cased and once each", () => {
    expect(
      parseWatchlist(JSON.stringify({ tokens: [A.toUpperCase().replace("0X", "0x"), A], pairs: [B] })),
    ).toEqual({
      tokens: [A],
      pairs: [B],
    });
  });

  it("leaves out what cannot be read", () => {
    expect(parseWatchlist(null)).toEqual(EMPTY_WATCHLIST);
    expect(parseWatchlist("{not json")).toEqual(EMPTY_WATCHLIST);
    expect(parseWatchlist("[1,2]")).toEqual(EMPTY_WATCHLIST);
    expect(parseWatchlist(JSON.stringify({ tokens: "x", pairs: [7, "0x12", B] }))).toEqual({
      tokens: [],
      pairs: [B],
    });
  });
});

describe("toggleWatched", () => {
  it("adds an address and takes it out again", () => {
    const watched = toggleWatched(EMPTY_WATCHLIST, "tokens", A);
    expect(watched).toEqual({ tokens: [A], pairs: [] });
    expect(toggleWatched(watched, "tokens", A)).toEqual(EMPTY_WATCHLIST);
  });
});
