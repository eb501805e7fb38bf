import { describe, expect, it } from "vitest";
import { splitByLengths } from "./splitByLengths.ts";

describe("splitByLengths", () => {
  it("cuts flat results back into their groups", () => {
    expect(splitByLengths([1, 2, 3, 4, 5, 6], [[0, 0], [], [0, 0, 0], [0]])).toEqual([
      [1, 2],
      [],
      [3, 4, 5],
      [6],
    ]);
  });

  it("gives short groups when results are missing", () => {
    expect(splitByLengths([1], [[0, 0], [0]])).toEqual([[1], []]);
  });
});
