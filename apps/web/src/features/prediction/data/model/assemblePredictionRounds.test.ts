import { describe, expect, it } from "vitest";
import { assemblePredictionRounds } from "./assemblePredictionRounds.ts";
import { testRound } from "./predictionTestRounds.ts";

const epochs = [6n, 7n, 8n];
const roundResults = epochs.map((epoch) => testRound(epoch));

describe("assemblePredictionRounds", () => {
  it("keys the rounds and the account's bets by epoch", () => {
    const { rounds, unreadable } = assemblePredictionRounds({
      currentEpoch: 8n,
      epochs,
      roundResults,
      accountResults: [
        [0, 0n, false],
        false,
        false,
        [0, 5n, false],
        false,
        false,
        [1, 7n, false],
        false,
        false,
      ],
    });
    expect(unreadable).toEqual([]);
    expect(rounds.currentEpoch).toBe(8n);
    expect([...rounds.rounds.keys()]).toEqual(epochs);
    expect(rounds.rounds.get(7n)).toEqual(testRound(7n));
    expect(rounds.accountRounds?.get(6n)?.bet).toBeNull();
    expect(rounds.accountRounds?.get(7n)?.bet).toEqual({ position: "Bull", amount: 5n, claimed: false });
    expect(rounds.accountRounds?.get(8n)?.bet).toEqual({ position: "Bear", amount: 7n, claimed: false });
  });

  it("leaves out rounds never started, and names the ones whose read failed", () => {
    const { rounds, unreadable } = assemblePredictionRounds({
      currentEpoch: 8n,
      epochs,
      roundResults: [null, testRound(0n), testRound(8n)],
      accountResults: null,
    });
    expect([...rounds.rounds.keys()]).toEqual([8n]);
    expect(unreadable).toEqual([6n]);
  });

  it("has no account rounds while they load, and none to show without an account", () => {
    const loading = assemblePredictionRounds({
      currentEpoch: 8n,
      epochs,
      roundResults,
      accountResults: undefined,
    });
    expect(loading.rounds.accountRounds).toBeUndefined();
    const visitor = assemblePredictionRounds({
      currentEpoch: 8n,
      epochs,
      roundResults,
      accountResults: null,
    });
    expect(visitor.rounds.accountRounds?.size).toBe(0);
  });
});
