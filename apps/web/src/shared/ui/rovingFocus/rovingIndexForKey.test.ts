import { describe, expect, it } from "vitest";
import { rovingIndexForKey } from "./rovingIndexForKey.ts";

describe("rovingIndexForKey", () => {
  it("moves along a row with the left and right arrows, wrapping around", () => {
    expect(rovingIndexForKey("ArrowRight", 0, 3, "horizontal")).toBe(1);
    expect(rovingIndexForKey("ArrowRight", 2, 3, "horizontal")).toBe(0);
    expect(rovingIndexForKey("ArrowLeft", 2, 3, "horizontal")).toBe(1);
    expect(rovingIndexForKey("ArrowLeft", 0, 3, "horizontal")).toBe(2);
    expect(rovingIndexForKey("ArrowDown", 1, 3, "horizontal")).toBeUndefined();
  });

  it("moves down a column with the up and down arrows, wrapping around", () => {
    expect(rovingIndexForKey("ArrowDown", 0, 3, "vertical")).toBe(1);
    expect(rovingIndexForKey("ArrowDown", 2, 3, "vertical")).toBe(0);
    expect(rovingIndexForKey("ArrowUp", 1, 3, "vertical")).toBe(0);
    expect(rovingIndexForKey("ArrowUp", 0, 3, "vertical")).toBe(2);
    expect(rovingIndexForKey("ArrowRight", 1, 3, "vertical")).toBeUndefined();
  });

  it("jumps to the ends with Home and End", () => {
    expect(rovingIndexForKey("Home", 2, 3, "horizontal")).toBe(0);
    expect(rovingIndexForKey("End", 0, 3, "vertical")).toBe(2);
  });

  it("ignores other keys and empty lists", () => {
    expect(rovingIndexForKey("Enter", 1, 3, "horizontal")).toBeUndefined();
    expect(rovingIndexForKey("a", 0, 3, "vertical")).toBeUndefined();
    expect(rovingIndexForKey("ArrowDown", 0, 0, "vertical")).toBeUndefined();
  });
});
