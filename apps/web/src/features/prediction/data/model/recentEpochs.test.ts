import { describe, expect, it } from "vitest";
import { recentEpochs } from "./recentEpochs.ts";

describe("recentEpochs", () => {
  it("is the current epoch and the 5 before it, oldest first", () => {
    expect(recentEpochs(8n)).toEqual([3n, 4n, 5n, 6n, 7n, 8n]);
  });

  it("starts at epoch 1 while fewer rounds have been played", () => {
    expect(recentEpochs(3n)).toEqual([1n, 2n, 3n]);
    expect(recentEpochs(0n)).toEqual([]);
  });
});
