import { describe, expect, it } from "vitest";
import { nextTrappedFocusIndex } from "./nextTrappedFocusIndex.ts";

describe("nextTrappedFocusIndex", () => {
  it("wraps Tab from the last element to the first", () => {
    expect(nextTrappedFocusIndex(3, 2, false)).toBe(0);
  });

  it("wraps Shift+Tab from the first element to the last", () => {
    expect(nextTrappedFocusIndex(3, 0, true)).toBe(2);
  });

  it("leaves moves between inner elements to the browser", () => {
    expect(nextTrappedFocusIndex(3, 1, false)).toBeUndefined();
    expect(nextTrappedFocusIndex(3, 1, true)).toBeUndefined();
  });

  it("enters the dialog at either end when the dialog itself has focus", () => {
    expect(nextTrappedFocusIndex(3, -1, false)).toBe(0);
    expect(nextTrappedFocusIndex(3, -1, true)).toBe(2);
  });

  it("keeps focus on the only element", () => {
    expect(nextTrappedFocusIndex(1, 0, false)).toBe(0);
    expect(nextTrappedFocusIndex(1, 0, true)).toBe(0);
  });
});
