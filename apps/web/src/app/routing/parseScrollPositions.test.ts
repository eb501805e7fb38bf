import { describe, expect, it } from "vitest";
import { parseScrollPositions } from "./parseScrollPositions.ts";

describe("parseScrollPositions", () => {
  it("reads saved positions", () => {
    expect(parseScrollPositions('{"abc":120,"def":0}')).toEqual({ abc: 120, def: 0 });
  });

  it("starts empty without saved data or with data it cannot read", () => {
    expect(parseScrollPositions(null)).toEqual({});
    expect(parseScrollPositions("not json")).toEqual({});
    expect(parseScrollPositions("[1,2]")).toEqual({});
    expect(parseScrollPositions("null")).toEqual({});
  });

  it("drops entries that are not finite numbers", () => {
    expect(parseScrollPositions('{"a":"12","b":null,"c":5}')).toEqual({ c: 5 });
  });
});
