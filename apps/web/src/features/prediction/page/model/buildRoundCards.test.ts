import { describe, expect, it } from "vitest";
import { testRound } from "../../data/model/predictionTestRounds.ts";
import { buildRoundCards } from "./buildRoundCards.ts";

const closed = { oracleCalled: true, lockPrice: 600n, closePrice: 601n };
const rounds = new Map([
  [3n, testRound(3n, closed)],
  [4n, testRound(4n, { cancelled: true })],
  [5n, testRound(5n, { cancelled: true })],
  [6n, testRound(6n, closed)],
  [7n, testRound(7n, { lockPrice: 600n })],
  [8n, testRound(8n)],
]);

describe("buildRoundCards", () => {
  it("shows expired, canceled, live and next rounds, then 2 later ones, oldest first", () => {
    const cards = buildRoundCards({ currentEpoch: 8n, rounds, intervalBlocks: 100n, paused: false });
    expect(cards.map((card) => [card.epoch, card.kind])).toEqual([
      [3n, "expired"],
      [4n, "canceled"],
      [5n, "canceled"],
      [6n, "expired"],
      [7n, "live"],
      [8n, "next"],
      [9n, "later"],
      [10n, "later"],
    ]);
  });

  it("starts the later rounds the interval plus 3 blocks apart, from the next round's start", () => {
    const cards = buildRoundCards({ currentEpoch: 8n, rounds, intervalBlocks: 100n, paused: false });
    const start = testRound(8n).startBlock;
    expect(cards.slice(-2)).toEqual([
      { kind: "later", epoch: 9n, startBlock: start + 103n },
      { kind: "later", epoch: 10n, startBlock: start + 206n },
    ]);
  });

  it("calls the round before the current one live only until it closes", () => {
    const closedLive = new Map(rounds).set(7n, testRound(7n, closed));
    const cards = buildRoundCards({
      currentEpoch: 8n,
      rounds: closedLive,
      intervalBlocks: 100n,
      paused: false,
    });
    expect(cards.find((card) => card.epoch === 7n)?.kind).toBe("expired");
  });

  it("announces no later rounds while paused or before the interval is known", () => {
    const paused = new Map(rounds).set(8n, testRound(8n, { cancelled: true }));
    const cards = buildRoundCards({ currentEpoch: 8n, rounds: paused, intervalBlocks: 100n, paused: true });
    expect(cards.map((card) => card.kind)).not.toContain("later");
    expect(cards.at(-1)).toMatchObject({ epoch: 8n, kind: "canceled" });
    expect(
      buildRoundCards({ currentEpoch: 8n, rounds, intervalBlocks: undefined, paused: false }),
    ).toHaveLength(6);
  });
});
