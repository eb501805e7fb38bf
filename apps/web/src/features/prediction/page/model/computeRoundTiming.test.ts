import { describe, expect, it } from "vitest";
import { computeRoundTiming } from "./computeRoundTiming.ts";

describe("computeRoundTiming", () => {
  it("counts the blocks left and converts them at 3 seconds a block", () => {
    expect(computeRoundTiming(1200n, 1300n, 1225n)).toEqual({
      blocksLeft: 75n,
      secondsLeft: 225,
      progress: 0.25,
    });
  });

  it("is done, with nothing left, once the target block is reached or passed", () => {
    expect(computeRoundTiming(1200n, 1300n, 1300n)).toEqual({ blocksLeft: 0n, secondsLeft: 0, progress: 1 });
    expect(computeRoundTiming(1200n, 1300n, 1320n)).toEqual({ blocksLeft: 0n, secondsLeft: 0, progress: 1 });
  });

  it("has made no progress before the phase starts", () => {
    expect(computeRoundTiming(1200n, 1300n, 1190n)).toEqual({
      blocksLeft: 110n,
      secondsLeft: 330,
      progress: 0,
    });
  });
});
