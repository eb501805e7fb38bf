import { describe, expect, it } from "vitest";
import { testRound } from "../../data/model/predictionTestRounds.ts";
import { summarizeLiveRound } from "./summarizeLiveRound.ts";

const live = testRound(7n, { lockPrice: 600_00000000n, totalAmount: 15n * 10n ** 16n });
const rounds = {
  currentEpoch: 8n,
  rounds: new Map([
    [7n, live],
    [8n, testRound(8n)],
  ]),
  accountRounds: undefined,
};
const price = { roundId: 9n, price: 600_52000000n, updatedAt: 1n };

describe("summarizeLiveRound", () => {
  it("describes the round before the current one with the live price and the time to its end", () => {
    expect(summarizeLiveRound(rounds, price, live.endBlock - 50n)).toEqual({
      epoch: 7n,
      lockPrice: 600_00000000n,
      livePrice: 600_52000000n,
      direction: "up",
      prizePool: 15n * 10n ** 16n,
      secondsLeft: 150,
    });
  });

  it("shows no direction without a live price", () => {
    expect(summarizeLiveRound(rounds, null, live.endBlock)).toMatchObject({
      livePrice: null,
      direction: "flat",
    });
  });

  it("has no live round once it closed or was canceled, or before there is one", () => {
    const closed = new Map(rounds.rounds).set(7n, { ...live, oracleCalled: true });
    expect(summarizeLiveRound({ ...rounds, rounds: closed }, price, 0n)).toBeNull();
    const canceled = new Map(rounds.rounds).set(7n, { ...live, cancelled: true });
    expect(summarizeLiveRound({ ...rounds, rounds: canceled }, price, 0n)).toBeNull();
    expect(summarizeLiveRound({ ...rounds, currentEpoch: 1n }, price, 0n)).toBeNull();
  });
});
