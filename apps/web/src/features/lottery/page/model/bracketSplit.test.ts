import { describe, expect, it } from "vitest";
import { testRound } from "../../model/testRound.ts";
import { bracketSplit } from "./bracketSplit.ts";

describe("bracketSplit", () => {
  it("gives each bracket's share and the treasury's in percent", () => {
    const { rows, treasuryPercent } = bracketSplit(testRound());
    expect(rows.map(({ percent }) => percent)).toEqual([2.5, 3.75, 6.25, 12.5, 25, 50]);
    expect(rows[0]?.matchFirst).toBe(1);
    expect(treasuryPercent).toBe(20);
  });
});
