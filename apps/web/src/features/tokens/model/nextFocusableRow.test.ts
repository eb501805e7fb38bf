import { describe, expect, it } from "vitest";
import { isRowNavigationKey, nextFocusableRow } from "./nextFocusableRow.ts";

const every = () => true;

describe("nextFocusableRow", () => {
  it("enters the list at its first row on ArrowDown from the search box", () => {
    expect(nextFocusableRow(-1, "ArrowDown", 5, every)).toBe(0);
  });

  it("moves one row down and up", () => {
    expect(nextFocusableRow(2, "ArrowDown", 5, every)).toBe(3);
    expect(nextFocusableRow(2, "ArrowUp", 5, every)).toBe(1);
  });

  it("stays put at either end instead of wrapping", () => {
    expect(nextFocusableRow(4, "ArrowDown", 5, every)).toBeUndefined();
    expect(nextFocusableRow(0, "ArrowUp", 5, every)).toBeUndefined();
  });

  it("jumps to the first and last rows with Home and End", () => {
    expect(nextFocusableRow(2, "Home", 5, every)).toBe(0);
    expect(nextFocusableRow(2, "End", 5, every)).toBe(4);
  });

  it("skips rows with nothing to focus, in either direction", () => {
    const separatorAt2 = (index: number) => index !== 2;
    expect(nextFocusableRow(1, "ArrowDown", 5, separatorAt2)).toBe(3);
    expect(nextFocusableRow(3, "ArrowUp", 5, separatorAt2)).toBe(1);
    const selectedFirst = (index: number) => index !== 0;
    expect(nextFocusableRow(-1, "ArrowDown", 5, selectedFirst)).toBe(1);
    expect(nextFocusableRow(3, "Home", 5, selectedFirst)).toBe(1);
    expect(nextFocusableRow(1, "ArrowUp", 5, selectedFirst)).toBeUndefined();
  });

  it("finds nothing in an empty list", () => {
    expect(nextFocusableRow(-1, "ArrowDown", 0, every)).toBeUndefined();
    expect(nextFocusableRow(-1, "End", 0, every)).toBeUndefined();
  });
});

describe("isRowNavigationKey", () => {
  it("accepts the arrows, Home and End and nothing else", () => {
    expect(["ArrowDown", "ArrowUp", "Home", "End"].every(isRowNavigationKey)).toBe(true);
    expect(["Enter", "Tab", "ArrowLeft", "/"].some(isRowNavigationKey)).toBe(false);
  });
});
