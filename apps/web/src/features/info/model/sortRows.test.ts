import { describe, expect, it } from "vitest";
import { sortRows } from "./sortRows.ts";

describe("sortRows", () => {
  const rows = [
    { name: "b", usd: 2 as number | null },
    { name: "a", usd: null },
    { name: "c", usd: 10 },
    { name: "d", usd: 2 },
  ];

  it("sorts numbers both ways, keeping ties in order and missing figures last", () => {
    expect(sortRows(rows, (row) => row.usd, "desc").map((row) => row.name)).toEqual(["c", "b", "d", "a"]);
    expect(sortRows(rows, (row) => row.usd, "asc").map((row) => row.name)).toEqual(["b", "d", "c", "a"]);
  });

  it("sorts text and exact integers", () => {
    expect(sortRows(rows, (row) => row.name, "asc").map((row) => row.name)).toEqual(["a", "b", "c", "d"]);
    expect(sortRows([{ v: 10n ** 30n }, { v: 1n }], (row) => row.v, "asc")).toEqual([
      { v: 1n },
      { v: 10n ** 30n },
    ]);
  });
});
