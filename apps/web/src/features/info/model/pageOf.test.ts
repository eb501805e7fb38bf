import { describe, expect, it } from "vitest";
import { pageOf } from "./pageOf.ts";

describe("pageOf", () => {
  const rows = [1, 2, 3, 4, 5];

  it("slices the page asked for", () => {
    expect(pageOf(rows, 2, 2)).toEqual({ rows: [3, 4], page: 2, pageCount: 3 });
  });

  it("keeps the page within the pages there are", () => {
    expect(pageOf(rows, 9, 2)).toEqual({ rows: [5], page: 3, pageCount: 3 });
    expect(pageOf([], 0, 10)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});
