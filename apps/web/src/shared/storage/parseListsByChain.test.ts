import { describe, expect, it } from "vitest";
import { parseListsByChain } from "./parseListsByChain.ts";

const parsePositive = (value: unknown): number | null =>
  typeof value === "number" && value > 0 ? value : null;

describe("parseListsByChain", () => {
  it("keeps each chain's valid items in order and drops the rest", () => {
    expect(parseListsByChain('{"56":[1,-2,3],"97":[4,"x"]}', parsePositive)).toEqual({
      "56": [1, 3],
      "97": [4],
    });
  });

  it("reads nothing from missing, unreadable or mis-shaped storage", () => {
    expect(parseListsByChain(null, parsePositive)).toEqual({});
    expect(parseListsByChain("{not json", parsePositive)).toEqual({});
    expect(parseListsByChain("[1,2]", parsePositive)).toEqual({});
    expect(parseListsByChain("7", parsePositive)).toEqual({});
  });

  it("skips a chain whose value is not a list", () => {
    expect(parseListsByChain('{"56":{"a":1},"97":[2]}', parsePositive)).toEqual({ "97": [2] });
  });
});
