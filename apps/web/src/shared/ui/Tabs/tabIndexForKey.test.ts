import { describe, expect, it } from "vitest";
import { tabIndexForKey } from "./tabIndexForKey.ts";

describe("tabIndexForKey", () => {
  it("moves right and wraps from the last tab to the first", () => {
    expect(tabIndexForKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 2, 3)).toBe(0);
  });

  it("moves left and wraps from the first tab to the last", () => {
    expect(tabIndexForKey("ArrowLeft", 2, 3)).toBe(1);
    expect(tabIndexForKey("ArrowLeft", 0, 3)).toBe(2);
  });

  it("jumps to the ends with Home and End", () => {
    expect(tabIndexForKey("Home", 2, 3)).toBe(0);
    expect(tabIndexForKey("End", 0, 3)).toBe(2);
  });

  it("ignores other keys", () => {
    expect(tabIndexForKey("Enter", 1, 3)).toBeUndefined();
    expect(tabIndexForKey("ArrowDown", 1, 3)).toBeUndefined();
  });
});
