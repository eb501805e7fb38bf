import { describe, expect, it } from "vitest";
import { parsePredictionRound } from "./parsePredictionRound.ts";
import { testRound } from "./predictionTestRounds.ts";

describe("parsePredictionRound", () => {
  it("reads every field of the game's RoundInfo", () => {
    const round = testRound(7n, { lockPrice: 600_00000000n, oracleCalled: true, cancelled: false });
    expect(parsePredictionRound({ ...round })).toEqual(round);
  });

  it("is null for a round never started, which the game answers with epoch 0", () => {
    expect(parsePredictionRound(testRound(0n, { startBlock: 0n }))).toBeNull();
  });

  it("is null when the call failed or answered something else", () => {
    expect(parsePredictionRound(null)).toBeNull();
    expect(parsePredictionRound({ epoch: 3n })).toBeNull();
    expect(parsePredictionRound([3n, 4n])).toBeNull();
  });
});
