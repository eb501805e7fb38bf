import { describe, expect, it } from "vitest";
import {
  decidePriceSubmission,
  type PriceSubmissionPolicy,
  type PriceSubmissionState,
} from "./decidePriceSubmission.ts";

const policy: PriceSubmissionPolicy = { intervalSeconds: 15, preLockBlocks: 5n, maxAgeAtLockSeconds: 60 };

/** Head block 100 at t=1000; answer 12 from 5 s ago, newer than the last lock's 11; round 9 locks at 120. */
const state: PriceSubmissionState = {
  headBlock: 100n,
  headTimestamp: 1_000n,
  latestAnswer: { roundId: 12n, updatedAt: 995n },
  lastLockOracleRoundId: 11n,
  openRound: { epoch: 9n, lockBlock: 120n },
};

describe("decidePriceSubmission", () => {
  it("submits every interval, measured on the chain's clock from the latest answer", () => {
    expect(decidePriceSubmission(state, policy)).toBeUndefined();
    expect(decidePriceSubmission({ ...state, headTimestamp: 1_009n }, policy)).toBeUndefined();
    expect(decidePriceSubmission({ ...state, headTimestamp: 1_010n }, policy)).toEqual({
      kind: "interval",
      ageSeconds: 15n,
    });
  });

  it("submits the first answer a feed gets at once", () => {
    const { latestAnswer: _none, ...empty } = state;
    expect(decidePriceSubmission(empty, policy)).toEqual({ kind: "first" });
  });

  it("submits in the last blocks before a lock when no answer came since the previous lock", () => {
    const stale = { ...state, latestAnswer: { roundId: 11n, updatedAt: 995n } };
    expect(decidePriceSubmission({ ...stale, headBlock: 114n }, policy)).toBeUndefined();
    for (const headBlock of [115n, 117n, 119n]) {
      expect(decidePriceSubmission({ ...stale, headBlock }, policy)).toEqual({
        kind: "before-lock",
        epoch: 9n,
        lockBlock: 120n,
      });
    }
  });

  it("does not submit for a lock once the next block is past it: the answer would come too late", () => {
    const stale = { ...state, latestAnswer: { roundId: 11n, updatedAt: 995n } };
    expect(decidePriceSubmission({ ...stale, headBlock: 120n }, policy)).toBeUndefined();
    expect(decidePriceSubmission({ ...stale, headBlock: 125n }, policy)).toBeUndefined();
  });

  it("leaves a lock to an answer newer than the last lock's while it is fresh", () => {
    expect(decidePriceSubmission({ ...state, headBlock: 117n }, policy)).toBeUndefined();
  });

  it("replaces an answer too old to carry a lock, even if newer than the last lock's", () => {
    const old = { ...state, headBlock: 117n, headTimestamp: 1_056n };
    expect(decidePriceSubmission(old, { ...policy, intervalSeconds: 300 })).toEqual({
      kind: "before-lock",
      epoch: 9n,
      lockBlock: 120n,
    });
  });

  it("keeps only its cadence while no round is open (paused, or before genesis)", () => {
    const { openRound: _none, ...closed } = state;
    const stale = { ...closed, headBlock: 117n, latestAnswer: { roundId: 11n, updatedAt: 995n } };
    expect(decidePriceSubmission(stale, policy)).toBeUndefined();
    expect(decidePriceSubmission({ ...stale, headTimestamp: 1_010n }, policy)).toEqual({
      kind: "interval",
      ageSeconds: 15n,
    });
  });
});
