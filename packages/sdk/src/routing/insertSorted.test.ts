import { describe, expect, it } from "vitest";
import { insertSorted } from "./insertSorted.ts";

const byValue = (a: { value: number }, b: { value: number }) => a.value - b.value;

describe("insertSorted", () => {
  it("keeps the list sorted and at most maxSize long", () => {
    const items: { value: number }[] = [];
    for (const value of [5, 1, 4, 2, 3, 0]) insertSorted(items, { value }, 3, byValue);
    expect(items.map((item) => item.value)).toEqual([0, 1, 2]);
  });

  it("puts an item after the equal ones, so ties keep the order they were found in", () => {
    const items: { value: number; name: string }[] = [];
    for (const [value, name] of [
      [1, "first"],
      [0, "zero"],
      [1, "second"],
      [1, "third"],
    ] as const) {
      insertSorted(items, { value, name }, 3, byValue);
    }
    expect(items.map((item) => item.name)).toEqual(["zero", "first", "second"]);
  });

  it("tells whether the item was kept", () => {
    const items = [{ value: 1 }, { value: 2 }];
    expect(insertSorted(items, { value: 2 }, 2, byValue)).toBe(false);
    expect(insertSorted(items, { value: 0 }, 2, byValue)).toBe(true);
    expect(items.map((item) => item.value)).toEqual([0, 1]);
  });
});
