import { describe, expect, it } from "vitest";
import { futureRoundStartBlocks } from "./futureRoundStartBlocks.ts";

describe("futureRoundStartBlocks", () => {
  it("starts each round the interval plus 3 blocks after the one before it", () => {
    expect(futureRoundStartBlocks(1200n, 100n, 2)).toEqual([1303n, 1406n]);
  });

  it("gives as many as asked", () => {
    expect(futureRoundStartBlocks(1200n, 100n, 0)).toEqual([]);
    expect(futureRoundStartBlocks(1200n, 20n, 3)).toEqual([1223n, 1246n, 1269n]);
  });
});
