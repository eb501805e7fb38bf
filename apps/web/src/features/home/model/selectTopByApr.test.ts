import { describe, expect, it } from "vitest";
import { selectTopByApr } from "./selectTopByApr.ts";

interface Item {
  readonly name: string;
  readonly isFinished: boolean;
  readonly apr: number | null;
}

function item(name: string, apr: number | null, isFinished = false): Item {
  return { name, apr, isFinished };
}

const names = (ranked: readonly { item: Item }[]) => ranked.map(({ item }) => item.name);

describe("selectTopByApr", () => {
  it("keeps the highest rates, highest first, with the rate it ranked by", () => {
    const items = [item("a", 10), item("b", 80), item("c", 45), item("d", 120), item("e", 5)];
    const top = selectTopByApr(items, (entry) => entry.apr, 3);
    expect(names(top)).toEqual(["d", "b", "c"]);
    expect(top.map((entry) => entry.apr)).toEqual([120, 80, 45]);
  });

  it("leaves out finished items, however high their last rate, and unknown or infinite rates", () => {
    const items = [
      item("finished", 900, true),
      item("unknown", null),
      item("infinite", Infinity),
      item("live", 3),
    ];
    expect(names(selectTopByApr(items, (entry) => entry.apr, 5))).toEqual(["live"]);
  });

  it("keeps the given order between equal rates", () => {
    const items = [item("first", 50), item("second", 50), item("third", 50)];
    expect(names(selectTopByApr(items, (entry) => entry.apr, 2))).toEqual(["first", "second"]);
  });

  it("ranks by the rate the caller picks", () => {
    const items = [item("a", 1), item("b", 2)];
    expect(names(selectTopByApr(items, (entry) => -(entry.apr ?? 0), 1))).toEqual(["a"]);
  });

  it("gives an empty list for no items or a count of 0", () => {
    expect(selectTopByApr([], (entry: Item) => entry.apr, 5)).toEqual([]);
    expect(selectTopByApr([item("a", 1)], (entry) => entry.apr, 0)).toEqual([]);
  });
});
